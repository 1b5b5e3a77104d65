import XCTest
@testable import NibDocument

final class NibDocumentSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}
