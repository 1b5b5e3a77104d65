import Foundation
import NibLoader
import NibRuntime
import XCTest

/// Nibs fuzzing produced (Tests/Fixtures/Fuzz/load): whatever their graph says, the loader
/// leaves nothing alive once the caller lets go.
@MainActor
final class HostileNibTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fuzz/load").path

    /// A nib whose containment loops (a menu item holding the menu that holds it) would make
    /// the objects own each other; the loop is left out and every object is freed (N11).
    func test_N11_containmentLoopsAreLeftOutSoEveryObjectIsFreed() async throws {
        let bytes = Array(try XCTUnwrap(FileManager.default.contents(atPath: Self.folder + "/containment-cycle-leak")))
        let nib = try Nib(data: bytes, registry: NibClassRegistry())
        var references: [WeakBox] = []
        do {
            // The application keeps the windows a nib shows (N8): it goes too.
            var options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
            options.fallsBackToFrameworkClass = true
            let instances = try nib.instantiateKeepingInstances(withOwner: GenericObject(archivedClassName: "Owner"), options: options)
            references = instances.compactMap { $0 }.map(WeakBox.init)
            // Outlets between framework stand-ins are held strongly, as UIKit's setter holds
            // them; break those the nib itself made so only the loader's own ownership remains.
            for case let object as GenericObject in instances {
                for key in object.outlets.keys { object.setOutletCollection([], forKey: key) }
            }
        }
        XCTAssertGreaterThan(references.count, 10)
        let alive = references.filter { $0.object != nil }.map { String(describing: type(of: $0.object!)) }
        XCTAssertEqual(alive, [], "objects still alive after the load was dropped")
    }
}
