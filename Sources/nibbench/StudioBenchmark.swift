import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `nibbench studio FOLDER --server NIBSTUDIO [--requests N]`: NibStudio's answers measured
/// as a browser gets them: the `nibstudio` executable started on a free loopback port,
/// then the document list and the canvas of the largest document requested N times each,
/// one at a time; p50 and p99 of the round trips.
enum StudioBenchmark {
    static func run(arguments: [String]) -> Int32 {
        guard let folder = arguments.first, let serverIndex = arguments.firstIndex(of: "--server"), serverIndex + 1 < arguments.count else {
            FileHandle.standardError.write(Data("Usage: nibbench studio FOLDER --server PATH/TO/nibstudio [--requests N]\n".utf8))
            return 64
        }
        let requests = arguments.firstIndex(of: "--requests").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 50
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[serverIndex + 1])
        process.arguments = ["--port", "0", folder]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("nibbench: cannot start nibstudio: \(error)\n".utf8))
            return 1
        }
        defer { process.terminate(); process.waitUntilExit() }
        // The first line names the URL.
        var line = Data()
        while let byte = try? output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 0x0A { line.append(first) }
        guard let match = String(decoding: line, as: UTF8.self).range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression) else {
            FileHandle.standardError.write(Data("nibbench: nibstudio printed no URL\n".utf8))
            return 1
        }
        let base = String(String(decoding: line, as: UTF8.self)[match])

        let documents = DocumentBenchmark.documentsRecursively(in: folder)
        guard let largest = documents.max(by: { $0.size < $1.size }) else { return 1 }
        let relative = String(largest.path.dropFirst(folder.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let canvasURL = base + "api/canvas?path=" + (relative.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? relative)

        func measure(_ url: String) -> (p50: Double, p99: Double, bytes: Int, status: Int) {
            var times: [Double] = []
            var bytes = 0
            var status = 0
            for _ in 0..<requests {
                let start = DispatchTime.now().uptimeNanoseconds
                let (data, code) = fetch(url)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                bytes = data.count
                status = code
            }
            times.sort()
            return (times[times.count / 2], times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)], bytes, status)
        }
        // The first list reads every document; later ones reuse the figures of unchanged files.
        let coldStart = DispatchTime.now().uptimeNanoseconds
        _ = fetch(base + "api/documents")
        let cold = Double(DispatchTime.now().uptimeNanoseconds - coldStart) / 1e6
        let list = measure(base + "api/documents")
        let canvas = measure(canvasURL)
        print("studio: \(documents.count) documents under \(folder), \(requests) requests each, one at a time, loopback")
        print("  GET /api/documents, first (every document read): \(BenchmarkClock.format(cold, digits: 1)) ms")
        print("  GET /api/documents, again:  p50 \(BenchmarkClock.format(list.p50, digits: 1)) ms, p99 \(BenchmarkClock.format(list.p99, digits: 1)) ms (\(list.bytes) bytes, status \(list.status))")
        print("  GET /api/canvas of the largest document (\(relative), \(largest.size) bytes):  p50 \(BenchmarkClock.format(canvas.p50, digits: 1)) ms, p99 \(BenchmarkClock.format(canvas.p99, digits: 1)) ms (\(canvas.bytes) bytes of SVG, status \(canvas.status))")
        return 0
    }

    /// One GET, waited for.
    static func fetch(_ url: String) -> (Data, Int) {
        guard let address = URL(string: url) else { return (Data(), 0) }
        let semaphore = DispatchSemaphore(value: 0)
        let box = FetchBox()
        URLSession.shared.dataTask(with: address) { data, response, _ in
            box.data = data ?? Data()
            box.status = (response as? HTTPURLResponse)?.statusCode ?? 0
            semaphore.signal()
        }.resume()
        semaphore.wait()
        return (box.data, box.status)
    }

    private final class FetchBox: @unchecked Sendable {
        var data = Data()
        var status = 0
    }
}

extension DocumentBenchmark {
    /// Every .xib and .storyboard under `folder`, with its size.
    static func documentsRecursively(in folder: String) -> [(path: String, size: Int)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [(String, Int)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") else { continue }
            let path = folder + "/" + relative
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            found.append((path, size))
        }
        return found
    }
}
