import Foundation
import NibCore
import XCTest
@testable import NibArchive

/// Paths of the fixtures copied into Tests/Fixtures/NibArchive (see Tests/Fixtures/SOURCES.md).
enum Fixture {
    static let directory: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/NibArchive").path
    }()

    static func path(_ name: String) -> String { directory + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }
}

/// Asserts that `body` throws a `Diagnostic` whose message contains `fragment`, and returns it.
@discardableResult
func assertDiagnostic<T>(
    _ fragment: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T
) -> Diagnostic? {
    do {
        _ = try body()
        XCTFail("expected a diagnostic containing '\(fragment)'", file: file, line: line)
        return nil
    } catch let diagnostic as Diagnostic {
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
        XCTAssertTrue(diagnostic.message.contains(fragment), "'\(diagnostic.message)' lacks '\(fragment)'", file: file, line: line)
        return diagnostic
    } catch {
        XCTFail("expected a Diagnostic, got \(error)", file: file, line: line)
        return nil
    }
}

/// A small archive with every value type, a fallback class, a repeated key and an empty object.
func makeEveryValueArchive() -> NIBArchive {
    var builder = NIBArchiveBuilder(coderVersion: 9)
    let root = builder.addObject(className: "NSObject")
    let view = builder.addObject(className: "UIView")
    let color = builder.addObject(className: "UIColor", fallbacks: ["NSColor"])
    let empty = builder.addObject(className: "UIEmpty")
    builder.append(.object(view), forKey: "UINibTopLevelObjectsKey", to: root)
    builder.append(.int8(-5), forKey: "int8", to: view)
    builder.append(.int16(300), forKey: "int16", to: view)
    builder.append(.int32(70_000), forKey: "int32", to: view)
    builder.append(.int64(-1), forKey: "int64", to: view)
    builder.append(.bool(false), forKey: "UIHidden", to: view)
    builder.append(.bool(true), forKey: "UIOpaque", to: view)
    builder.append(.float(0.5), forKey: "UIAlpha", to: view)
    builder.append(.double(2.25), forKey: "double", to: view)
    builder.append(.data(Geometry.blob([0, 0, 320, 480])), forKey: "UIBounds", to: view)
    builder.append(.null, forKey: "UINothing", to: view)
    builder.append(.object(color), forKey: "UIBackgroundColor", to: view)
    builder.append(.object(empty), forKey: "UIEmptyThing", to: view)
    builder.append(.data(Array("first".utf8)), forKey: "UIImageName", to: color)
    builder.append(.data(Array("second".utf8)), forKey: "UIImageName", to: color)
    return builder.build()
}

/// Flips 1-4 random bytes of a fixture 2000 times (a fixed seed, so runs repeat): every
/// variant either reads, dumps and yields a structure, or throws a `Diagnostic`; never a trap.
func assertRandomCorruptionIsHandled(fixture: String, seed: UInt64, file: StaticString = #filePath, line: UInt = #line) throws {
    let real = try Fixture.bytes(fixture)
    var state = seed
    func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(truncatingIfNeeded: state >> 33)
    }
    var rejected = 0
    for _ in 0..<2000 {
        var bytes = real
        for _ in 0..<(1 + next() % 4) {
            bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next())
        }
        do {
            let nib = try CompiledNibFile(bytes: bytes)
            _ = nib.dump()
            _ = nib.structure()
        } catch is Diagnostic {
            rejected += 1
        }
    }
    XCTAssertGreaterThan(rejected, 0, "some corruptions must be detected", file: file, line: line)
}
