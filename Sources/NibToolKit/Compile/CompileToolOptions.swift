import NibCompiler

/// The compile and compare flags of one `nibtool` run: `--compile`, `--compare` and the
/// build-system flags Xcode passes to ibtool (accepted so build scripts run unchanged).
///
/// Kept apart from the other `ToolOptions` so compiling parses and runs in its own files;
/// `ArgumentParser` hands every flag it does not know to `accept`.
public struct CompileToolOptions: Equatable, Sendable {
    /// `--compile PATH`: write the compiled nib or storyboardc there.
    public var outputPath: String?
    /// `--compilation-directory DIR`: compile into `DIR/<name>.nib|storyboardc` when no
    /// `--compile` path is given.
    public var compilationDirectory: String?
    /// `--link DIR`: place already compiled storyboards (`X.storyboardc`) and nibs in the
    /// product directory, Xcode's second step after `--compilation-directory`.
    public var linkDirectory: String?
    /// `--output-partial-info-plist PATH`: write the Info.plist fragment Xcode merges.
    public var partialInfoPlistPath: String?
    /// `--compare A.nib`: compare this nib with the document argument (the second nib).
    public var comparePath: String?
    /// `--difference-limit N`: how many differences `--compare` prints (default 20).
    public var differenceLimit = 20
    /// `--auto-activate-custom-fonts` (accepted; fonts are not embedded).
    public var autoActivatesCustomFonts = false
    /// `--companion-strings-file LOCALE:PATH`: translations applied to the document before
    /// it is compiled (a localized nib from a base document and its `.strings`).
    public var companionStrings: [CompanionStringsFile] = []
    /// The compiler settings (`--module`, `--target-device`, `--minimum-deployment-target`, `--flatten`).
    public var compiler = CompileOptions()

    public init() {}

    /// True when the run compiles a document.
    public var requestsCompile: Bool { outputPath != nil || compilationDirectory != nil }

    /// Takes `flag` when it is a compile flag, reading its value with `value`.
    /// Returns false for flags that belong to someone else.
    mutating func accept(
        _ flag: String, value: () throws(ArgumentParser.Failure) -> String
    ) throws(ArgumentParser.Failure) -> Bool {
        switch flag {
        case "--compile":
            outputPath = try value()
        case "--compilation-directory":
            compilationDirectory = try value()
        case "--link":
            linkDirectory = try value()
        case "--output-partial-info-plist":
            partialInfoPlistPath = try value()
        case "--compare":
            comparePath = try value()
        case "--difference-limit":
            differenceLimit = try ArgumentParser.positiveNumber(try value(), for: flag)
        case "--ibtool-version":
            compiler.cocoaTouchRelease = try ArgumentParser.converted(try value(), for: flag, expected: "an Xcode version, 7 or later (7.3, 9, 10.1, 13, 15)") {
                CocoaTouchRelease(ibtoolVersion: $0)
            }
        case "--auto-activate-custom-fonts":
            autoActivatesCustomFonts = true
        case "--companion-strings-file":
            companionStrings.append(try ArgumentParser.converted(try value(), for: flag, expected: "LOCALE:PATH, such as de:de.lproj/Main.strings") {
                CompanionStringsFile(argument: $0)
            })
        case "--module":
            compiler.module = try value()
        case "--target-device":
            compiler.targetDevices.append(try value())
        case "--minimum-deployment-target":
            compiler.minimumDeploymentTarget = try value()
        case "--flatten":
            compiler.flatten = try ArgumentParser.converted(try value(), for: flag, expected: "YES or NO") {
                ["YES": true, "NO": false][$0.uppercased()]
            }
        default:
            return false
        }
        return true
    }
}
