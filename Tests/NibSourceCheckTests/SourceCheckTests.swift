import Foundation
import NibDocument
import NibSourceCheck
import NibSourceIndex
import XCTest

/// `nibtool check`'s rules on hand-written projects: a clean one, and one with every promise broken.
final class SourceCheckTests: XCTestCase {
    static let app = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/NibSourceCheck/App").path

    private func findings(_ document: String, style: SwiftSelectorStyle = .swift3AndLater, unused: Bool = false,
                          disabled: Set<CheckRule> = []) throws -> (findings: [CheckFinding], check: SourceCheck) {
        var check = SourceCheck(index: SourceIndex(paths: [Self.app], style: style))
        check.reportsUnused = unused
        check.disabledRules = disabled
        let path = Self.app + "/" + document
        let parsed = try InterfaceDocument(parsing: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        let found = check.check(parsed)
        return (found, check)
    }

    func testAProjectThatKeepsEveryPromiseHasNoFindings() throws {
        // Swift outlets, collections, #if branches, actions of every selector form, an action
        // added through a type alias's extension, Objective-C ivars (also in @implementation),
        // properties, collections and plain methods, a framework outlet, a standard action.
        XCTAssertEqual(try findings("Clean.storyboard").findings, [])
    }

    func testEveryBrokenPromiseIsFoundWithItsRuleAndPlace() throws {
        let found = try findings("Broken.storyboard").findings
        let summary = found.map { "\($0.line) \($0.severity.rawValue) \($0.rule.rawValue) \($0.member ?? $0.className ?? "")" }
        XCTAssertEqual(summary, [
            "22 error missing-action saveProfile:",
            "28 error missing-action notExposed:",
            "34 warning first-responder-action frobnicate:",
            "40 error missing-outlet nameLable",
            "41 warning case-mismatch NameLabel",
            "42 warning outlet-type nameLabel",
            "43 error cross-scene-outlet bio",
            "66 error missing-class MissingController",
            "79 note class-in-other-module LibraryController",
            "92 warning missing-class UnknownController",
            "115 warning missing-outlet accentColor",
        ])
        let typo = try XCTUnwrap(found.first { $0.member == "nameLable" })
        XCTAssertEqual(typo.message, "outlet 'nameLable' of Profile View Controller (id profile) is not declared by ProfileViewController; did you mean 'nameLabel'?")
        XCTAssertEqual(typo.objectID, "profile")
        XCTAssertEqual(typo.className, "ProfileViewController")
        XCTAssertEqual(typo.column, 25)
        // A chain that leaves the sources at an unknown class makes a missing member a warning.
        XCTAssertTrue(try XCTUnwrap(found.last).message.contains("chain leaves the sources"))
    }

    func testCocoaActionsOnTargetAndFrameworkMembers() throws {
        let found = try findings("Settings.xib").findings
        // `window` is NSWindowController's outlet, `performClose:` NSWindow's action.
        XCTAssertEqual(found.map(\.member), ["applyAll:"])
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertTrue(try XCTUnwrap(found.first).message.hasSuffix("did you mean 'apply:'?"))
    }

    func testSwift2DropsTheFirstArgumentLabel() throws {
        // Under Swift 2, `tapped(sender:)` is `tapped:`, so the document's `tappedWithSender:` is missing.
        let found = try findings("Clean.storyboard", style: .swift2).findings
        XCTAssertEqual(found.map(\.member), ["tappedWithSender:"])
        XCTAssertTrue(try XCTUnwrap(found.first).message.contains("did you mean 'tapped:'?"))
    }

    func testUnusedOutletsAndActionsAreReportedOnlyWhenAsked() throws {
        XCTAssertTrue(try findings("Broken.storyboard").check.unusedFindings().isEmpty)
        let result = try findings("Broken.storyboard", unused: true)
        let unused = result.check.unusedFindings()
        XCTAssertTrue(unused.contains { $0.rule == .unusedOutlet && $0.member == "avatars" && $0.file.hasSuffix("ProfileViewController.swift") && $0.line == 7 })
        XCTAssertTrue(unused.contains { $0.rule == .unusedAction && $0.member == "save:" })
        XCTAssertFalse(unused.contains { $0.member == "nameLabel" })
    }

    func testDisabledRulesAreNotReported() throws {
        let found = try findings("Broken.storyboard", disabled: [.missingClass, .caseMismatch]).findings
        XCTAssertFalse(found.contains { $0.rule == .missingClass || $0.rule == .caseMismatch })
        XCTAssertEqual(found.count, 8)
    }
}

final class CheckConfigurationTests: XCTestCase {
    func testDisabledRulesAndExcludedPaths() throws {
        let configuration = try CheckConfiguration(parsing: """
            # IBLinter's form
            disabled_rules:
              - outlet-type
              - "unused-action"   # quoted
            excluded:
              - Pods
              - Legacy/Old.xib
            """)
        XCTAssertEqual(configuration.disabledRules, [.outletType, .unusedAction])
        XCTAssertTrue(configuration.excludes("Pods/Lib/View.xib"))
        XCTAssertTrue(configuration.excludes("./Legacy/Old.xib"))
        XCTAssertTrue(configuration.excludes("App/Pods/View.xib"))
        XCTAssertFalse(configuration.excludes("Legacy/New.xib"))
        XCTAssertFalse(configuration.excludes("PodsExtra/View.xib"))
    }

    func testMistakesNameTheLineAndTheKnownNames() {
        XCTAssertThrowsError(try CheckConfiguration(parsing: "disabled_rules:\n  - outlet-typo\n")) { error in
            let parseError = error as? CheckConfiguration.ParseError
            XCTAssertEqual(parseError?.line, 2)
            XCTAssertEqual(parseError?.column, 3)
            XCTAssertTrue(parseError?.message.hasPrefix("unknown rule 'outlet-typo'; the rules are missing-class,") == true)
        }
        XCTAssertThrowsError(try CheckConfiguration(parsing: "included:\n")) { error in
            XCTAssertEqual((error as? CheckConfiguration.ParseError)?.message, "unknown key 'included'; the keys are disabled_rules and excluded")
        }
        XCTAssertThrowsError(try CheckConfiguration(parsing: "- Pods\n"))
    }
}
