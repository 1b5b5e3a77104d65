import Foundation
import NibRuntime

/// Prints a scenario's steps: a heading, the trace lines recorded during the step, and figures.
@MainActor
struct DemoReport {
    private let trace = LifecycleTrace()

    /// Prints the scenario's title.
    func title(_ text: String) {
        print("== \(text)")
    }

    /// Plays `body`, then prints `heading` and the lifecycle calls it made, indented.
    func step(_ heading: String, _ body: () -> Void) {
        trace.clear()
        trace.record(body)
        print("-- \(heading)")
        for line in trace.lines { print("   \(line)") }
    }

    /// Prints a figure line.
    func figure(_ label: String, _ value: String) {
        print("   \(label): \(value)")
    }

    /// Prints a byte count with thousands separators and in MiB.
    func memory(_ label: String, _ bytes: Int) {
        figure(label, Self.formatBytes(bytes))
    }

    /// `(0, 20) 320 x 460`: origin then size, whole numbers without decimals.
    static func formatFrame(_ frame: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
        }
        return "(\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width)) x \(number(frame.height))"
    }

    /// `6,410,240 bytes (6.11 MiB)`.
    static func formatBytes(_ bytes: Int) -> String {
        let digits = String(abs(bytes))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let hundredthsOfMiB = abs(bytes) * 100 / (1024 * 1024)
        let fraction = hundredthsOfMiB % 100
        let sign = bytes < 0 ? "-" : ""
        return "\(sign)\(grouped) bytes (\(sign)\(hundredthsOfMiB / 100).\(fraction < 10 ? "0" : "")\(fraction) MiB)"
    }
}
