import XCTest
@testable import NibArchive

final class NibArchiveSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}
