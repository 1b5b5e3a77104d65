import Foundation
import NibDocument

/// How a document is compiled: the settings Xcode passes to ibtool.
public struct CompileOptions: Equatable, Sendable {
    /// `--module NAME`: the module of Swift classes declared `customModuleProvider="target"`.
    public var module: String?
    /// `--target-device` values (`iphone`, `ipad`, `mac`), in the order given.
    public var targetDevices: [String] = []
    /// `--minimum-deployment-target`.
    public var minimumDeploymentTarget: String?
    /// `--flatten YES|NO` (default YES). NibForge always writes runtime-only nibs; NO is
    /// accepted so build scripts run unchanged.
    public var flatten = true
    /// `--ibtool-version X`: the Xcode release whose Cocoa Touch encoding to write; nil
    /// compiles each document as the release that saved it would (see `CocoaTouchRelease`).
    public var cocoaTouchRelease: CocoaTouchRelease?
    /// The time the compile stands for where ibtool archives the time it ran (a date picker
    /// whose document names no date); nil: the `SOURCE_DATE_EPOCH` of the environment, as
    /// reproducible builds set it, or now.
    public var compilationTime: Date?
    /// The iOS release the nib variant being compiled runs on (`CocoaTouchNibVariants`);
    /// nil: the deployment target.
    var availability: PlatformVersion?

    /// The Cocoa Touch release `document` is compiled as: `cocoaTouchRelease`, or the release
    /// that saved the document (its `toolsVersion`).
    func cocoaTouchRelease(for document: InterfaceDocument) -> CocoaTouchRelease {
        cocoaTouchRelease ?? CocoaTouchRelease.forToolsVersion(document.markup.root[attribute: "toolsVersion"])
    }

    /// `compilationTime`, the environment's `SOURCE_DATE_EPOCH` (seconds since 1970), or now.
    var resolvedCompilationTime: Date {
        if let compilationTime { return compilationTime }
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) {
            return Date(timeIntervalSince1970: epoch)
        }
        return Date()
    }

    /// `minimumDeploymentTarget` as a version, or iOS 13 when none is given.
    var deploymentTarget: PlatformVersion {
        minimumDeploymentTarget.flatMap(PlatformVersion.init) ?? CocoaTouchNibVariants.defaultDeploymentTarget
    }

    /// Options with every setting at its default.
    public init(module: String? = nil) {
        self.module = module
    }
}
