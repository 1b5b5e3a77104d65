import XCTest
@testable import NibRuntime

final class NibRuntimeSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}
