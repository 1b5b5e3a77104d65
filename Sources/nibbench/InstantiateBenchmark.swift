import Foundation
import NibDocument
import NibLoadCost
import NibLoader
import NibRuntime

/// `nibbench instantiate FILE|FOLDER|--generate N`: nib instantiation throughput.
///
/// Each nib is read once, then instantiated again and again (rule N12) with a generic owner
/// that accepts every outlet; classes nobody registered fall back to `GenericObject`, so
/// real-world nibs with custom classes load. Prints objects per second and the heap
/// bytes each created object adds (heap bytes, measured with the graphs kept alive). A folder prints one
/// line per loadable nib or xib and the reasons the others do not load.
@MainActor
enum InstantiateBenchmark {
    static func run(arguments: [String]) -> Int32 {
        guard let target = arguments.first, let iterations = iterations(in: arguments, default: 50) else {
            FileHandle.standardError.write(Data("Usage: nibbench instantiate FILE|FOLDER|--generate N [--iterations N]\n".utf8))
            return 64
        }
        do {
            if target == "--generate" {
                guard arguments.count > 1, let count = Int(arguments[1]), count > 0 else {
                    FileHandle.standardError.write(Data("nibbench instantiate: --generate needs a number of rows\n".utf8))
                    return 64
                }
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-generated-\(count).xib").path
                try Data(generatedDocument(rows: count).utf8).write(to: URL(fileURLWithPath: path))
                print("generated \(path) (\(count) rows)")
                try report(files: [path], iterations: iterations)
            } else {
                try report(files: files(at: target), iterations: iterations)
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("nibbench instantiate: \(error)\n".utf8))
            return 1
        }
    }

    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              !path.hasSuffix(".nib") else { return [path] }
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            let full = path + "/" + relative
            if relative.hasSuffix(".storyboardc") || relative.hasSuffix(".nib") { enumerator?.skipDescendants() }
            if relative.hasSuffix(".xib") || relative.hasSuffix(".nib") { found.append(full) }
        }
        return found.sorted()
    }

    private static func report(files: [String], iterations: Int) throws {
        let registry = NibClassRegistry()
        print("file  objects  instantiate  objects/s  bytes/object")
        var loaded = 0
        var failures: [String] = []
        var totalObjects = 0
        var totalSeconds = 0.0
        for file in files {
            do {
                let nib = file.hasSuffix(".xib") ? try Nib(documentAt: file, registry: registry) : try Nib(contentsOf: file, registry: registry)
                let options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
                let created = try nib.instantiateReturningResult(withOwner: GenericObject(archivedClassName: "Owner"), options: options).createdObjectCount
                let times = try BenchmarkClock.measure(iterations: iterations) {
                    _ = try nib.instantiate(withOwner: GenericObject(archivedClassName: "Owner"), options: options)
                }
                let median = BenchmarkClock.median(times)
                let heap = try HeapMemory.bytesPerItem(count: iterations) {
                    try nib.instantiate(withOwner: GenericObject(archivedClassName: "Owner"), options: options)
                }
                let bytesPerObject = created > 0 ? heap.perItem / Double(created) : 0
                let perSecond = median > 0 ? Double(created) / median : 0
                print("\(file)  \(created)  \(BenchmarkClock.format(median * 1e6, digits: 1)) µs  \(BenchmarkClock.format(perSecond, digits: 0))  \(BenchmarkClock.format(bytesPerObject, digits: 0))")
                loaded += 1
                totalObjects += created * iterations
                totalSeconds += times.reduce(0, +)
                _ = heap.kept.count
            } catch {
                failures.append("\(file): \(error)")
            }
        }
        print("loaded \(loaded) of \(files.count); \(totalSeconds > 0 ? BenchmarkClock.format(Double(totalObjects) / totalSeconds, digits: 0) : "0") objects/s overall")
        for failure in failures { print("not loaded: \(failure)") }
    }

    /// An iOS xib with `rows` rows, each a view holding a label and a button, the labels in an
    /// outlet collection of File's Owner and every button sending an action to it.
    static func generatedDocument(rows: Int) -> String {
        var objects = ""
        var connections = ""
        for row in 0..<rows {
            let y = row * 44
            objects += """
                            <view contentMode="scaleToFill" id="row-\(row)">
                                <rect key="frame" x="0.0" y="\(y)" width="320" height="44"/>
                                <subviews>
                                    <label opaque="NO" text="Row \(row)" tag="\(row)" id="lbl-\(row)">
                                        <rect key="frame" x="16" y="11" width="200" height="21"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" id="btn-\(row)">
                                        <rect key="frame" x="240" y="7" width="64" height="30"/>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <action selector="open:" destination="-1" eventType="touchUpInside" id="act-\(row)"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>

            """
            connections += "                <outletCollection property=\"labels\" destination=\"lbl-\(row)\" id=\"col-\(row)\"/>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections>
                            <outlet property="view" destination="root" id="out-view"/>
            \(connections)            </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(rows * 44)"/>
                        <subviews>
            \(objects)            </subviews>
                    </view>
                </objects>
            </document>

            """
    }
}
