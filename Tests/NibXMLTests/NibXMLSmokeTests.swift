import XCTest
@testable import NibXML

final class NibXMLSmokeTests: XCTestCase {
    func testModuleLinks() { XCTAssertTrue(true) }
}
