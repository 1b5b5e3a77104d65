import XCTest
@testable import NibToolKit

final class NibToolKitSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}
