import NibCore

/// `nibtool --help` and `nibtool help SUBCOMMAND`: every option and subcommand with an
/// example each. Printed on standard output with exit status 0.
enum HelpText {
    /// The subcommands `nibtool` knows, in the order the overview lists them.
    static let subcommands = ["geometry", "objects-at", "connections-of", "class-of", "check", "lazy-report", "split", "strings", "compile-all", "help"]

    static let overview = """
        nibtool: Interface Builder documents (.xib, .storyboard) and compiled nibs on any platform,
        with ibtool's options and a few tools of Interface Builder's own.

        Usage: nibtool [options] DOCUMENT        (ibtool's form: one document, options first)
               nibtool SUBCOMMAND [arguments]     (the tools below)
               nibtool help SUBCOMMAND            (one subcommand in full)

        Exploring a document you have never seen:
          geometry        every window and view with its frame
                          nibtool geometry MainMenu.xib
          objects-at      every object under a point, front-most first (IB's shift-right-click menu)
                          nibtool objects-at 320,240 --in win-canvas MainMenu.xib
          connections-of  an object's connections panel: outlets, actions, bindings, segues and
                          what refers to it, each with its path and the command to refocus there
                          nibtool connections-of editor MainMenu.xib
          class-of        jump to class: where the sources declare an object's custom class,
                          its superclasses, outlets and actions, or the framework class's page
                          nibtool class-of img-canvas --sources Sources/ MainMenu.xib

        Checking documents against their sources:
          check           custom classes, outlets and actions the sources do not declare (the
                          crashes a load would hit), for CI: xcode, json, checkstyle or sarif
                          nibtool check --sources App/ App/Base.lproj

        Loading lazily (seed 002's refactoring):
          lazy-report     what a nib creates at load but does not show: sheets, hidden windows,
                          spare views and menus with their controllers, the objects and memory a
                          split saves, and whether File's Owner can carry every connection
                          nibtool lazy-report MainMenu.xib
          split           moves objects into a new document their owner loads on first use
                          nibtool split --objects ctl-bright,win-brightness --owner editor --into BrightnessSheet.xib MainMenu.xib

        Other subcommands:
          strings         the Strings tool: list, find and replace localizable strings
                          nibtool strings find --json "Open" Base.lproj
          compile-all     compile many documents at once on every core (--jobs N to limit)
                          nibtool compile-all --output-dir build/ --jobs 2 Resources/

        Information (plist on standard output, as ibtool):
          --objects --hierarchy --connections --classes --version-history
                          nibtool --objects --hierarchy MainMenu.xib
          --all           all of the above           nibtool --all MainMenu.xib
          --errors --warnings --notices               nibtool --warnings MainMenu.xib
          --version       nibtool's version          nibtool --version
          --output-format xml1|binary1|human-readable-text
                          nibtool --objects --output-format human-readable-text MainMenu.xib
          --write PATH    write the document (after an import) atomically
                          nibtool --import-strings-file fr.strings --write fr.xib MainMenu.xib

        Compiled nibs:
          --dump          print a compiled nib's objects and keys
                          nibtool --dump MainMenu.nib
          (--objects --hierarchy --connections --classes also read .nib files and .storyboardc)

        Compiling:
          --compile OUT   compile to OUT.nib or OUT.storyboardc
                          nibtool --compile MainMenu.nib MainMenu.xib
          --compilation-directory DIR   compile into DIR/NAME.nib|storyboardc
                          nibtool --compilation-directory build/ Main.storyboard
          --link DIR X.storyboardc...   Xcode's second step: place compiled storyboards
                          nibtool --link Product.app/Contents/Resources build/Main.storyboardc
          --module NAME   the module of custom classes without one
                          nibtool --compile Main.nib --module MyApp Main.xib
          --target-device iphone|ipad|mac   --minimum-deployment-target VERSION   --flatten YES|NO
                          nibtool --compile Main.nib --target-device ipad --minimum-deployment-target 15.0 Main.xib
          --output-partial-info-plist PATH   the Info.plist fragment Xcode merges
                          nibtool --compile Main.storyboardc --output-partial-info-plist partial.plist Main.storyboard
          --companion-strings-file LOCALE:PATH   translations applied before compiling (a localized nib)
                          nibtool --compile de.lproj/Main.storyboardc --companion-strings-file de:de.lproj/Main.strings Base.lproj/Main.storyboard
          --ibtool-version X.Y (Cocoa Touch) the Xcode whose encoding to write, 7 to 26 (default: the one that saved it)
                          nibtool --compile Main.nib --ibtool-version 10.0 Main.xib
          --auto-activate-custom-fonts   accepted for Xcode's command lines (fonts are not embedded)
                          nibtool --compile Main.nib --auto-activate-custom-fonts Main.xib
          --upgrade       an Interface Builder 3 <archive> as a modern document
                          nibtool --upgrade --write New.xib Old.xib
          --compare A.nib B.nib   compare two compiled nibs by their object graphs
                          nibtool --compare ours.nib apples.nib
          --difference-limit N    how many differences --compare prints (20)
                          nibtool --compare ours.nib apples.nib --difference-limit 100

        Localisation:
          --export-strings-file OUT       nibtool --export-strings-file en.strings MainMenu.xib
          --import-strings-file IN --write OUT
                                          nibtool --import-strings-file fr.strings --write fr.xib MainMenu.xib
          --localizable-strings           nibtool --localizable-strings MainMenu.xib
          --export-xliff OUT [--source-language en] [--target-language fr]
                                          nibtool --export-xliff fr.xliff --source-language en --target-language fr MainMenu.xib
          --import-xliff IN --write OUT   nibtool --import-xliff fr.xliff --write fr.xib MainMenu.xib
          --strings-class-names current|interface-builder-3   how comments name UIKit classes (UILabel or IBUILabel);
                                          by default as the Xcode that saved the document did
          --export-xcstrings CATALOG DOCUMENT...   (a String Catalog, created or updated as Xcode syncs it)
                                          nibtool --export-xcstrings mul.lproj/Main.xcstrings Base.lproj/Main.storyboard
          --import-xcstrings CATALOG --target-language L --write OUT
                                          nibtool --import-xcstrings Main.xcstrings --target-language de --write de.xib Main.xib
          --previous-file OLD_BASE --incremental-file OLD_LOCALIZED --localize-incremental --write OUT
                                          nibtool --previous-file v1/en.xib --incremental-file v1/de.xib --localize-incremental --write de.xib en.xib

        Errors are printed as path:line:col: error: message, with a non-zero exit status.

        """

    /// The full usage of one subcommand, or the overview for an unknown name.
    static func usage(of subcommand: String) -> String {
        switch subcommand {
        case "geometry":
            return """
                Usage: nibtool geometry [--json] DOCUMENT

                Prints every window, view and scene root with its frame in the coordinates of its
                top-level container (a window's content area, a top-level view, a scene's root
                view): origin top left, y down, in points, on every platform. AppKit's bottom-left
                frames are converted; flipped views, scrolled clip views, table cell views and tab
                view items are placed as AppKit and UIKit place them. Hidden views are marked
                hidden (and so is every view of a tab that is not selected); a view the document
                gives no frame fills its superview, is marked inferred, and a warning says where.
                Interface Builder 3 <archive> documents are read too.

                  --json   {"document", "containers": [{"id", "class", "custom-class"?, "label",
                            "frame": [x, y, w, h], "hidden", "inferred"?, "children": [...]}],
                            "warnings": [...]}

                Example:
                  nibtool geometry Examples/ImageEditor/A/MainMenu.xib

                """
        case "objects-at":
            return """
                Usage: nibtool objects-at X,Y [--in OBJECT-ID] [--json] DOCUMENT

                Lists every object under the point, as Interface Builder's contextual navigation
                menu (shift-right-click) does: front-most and innermost first, down to the
                top-level object, hidden and covered objects included. Each line gives the label,
                id, class (custom class : framework class), frame, and whether the object is
                hidden or covered (another object in front of it is under the point too).

                  --in ID  the window, view, view controller, window controller or scene whose
                           coordinate space X,Y is in, counted from its top left corner; the
                           objects listed are that object and what lies inside it. Default: the
                           first window or top-level view (a storyboard: the initial scene's).
                  --json   {"point": [x, y], "in": ID, "objects": [{"id", "class", "custom-class"?,
                           "label", "frame": [x, y, w, h], "hidden", "covered"}...]}

                Example:
                  nibtool objects-at 320,240 --in win-canvas Examples/ImageEditor/A/MainMenu.xib

                """
        case "connections-of":
            return """
                Usage: nibtool connections-of OBJECT-ID [--json] DOCUMENT

                Prints the object's connections panel: outlets, outlet collections, received and
                sent actions (with the control event on iOS), bindings (with key paths and
                options), segues, then what refers to the object: referencing outlets, outlet
                collections and bindings. Every entry names the other end and its path from a
                top-level object down to it, and prints the command that refocuses the panel on
                the other end. Object ids are in `nibtool --objects DOCUMENT` and in geometry.

                  --json   {"object": {...}, "outlets": [...], "outlet-collections": [...],
                           "received-actions": [...], "sent-actions": [...], "bindings": [...],
                           "segues": [...], "referencing-outlets": [...],
                           "referencing-outlet-collections": [...], "referencing-bindings": [...]};
                           each entry {"connection-id", "label", "other": {"id", "class", "label"},
                           "path": [{"id", "class", "label"}...], "event"?, "key-path"?, "options"?}

                Example:
                  nibtool connections-of editor Examples/ImageEditor/A/MainMenu.xib

                """
        case "class-of":
            return """
                Usage: nibtool class-of OBJECT-ID [--sources PATH]... [--json] DOCUMENT

                Interface Builder's jump to class. For an object with a custom class: the file,
                line and column where the sources declare it (Swift `class`, `@objc(Name)`
                renames, module-qualified and mangled `_TtC` names; Objective-C `@interface`),
                its superclass chain as far as the sources go, and the outlets, outlet
                collections and actions it declares (extensions and categories included). For a
                framework class, and for the first framework class up a custom class's chain,
                the address of Apple's documentation page.

                  --sources PATH  a folder (searched recursively) or file of .swift, .h, .m, .mm
                                  sources; repeatable. Default: the folder above the document's.
                  --json   {"object": {...}, "class", "module"?, "declaration": {"file", "line",
                           "column", "language"} | null, "superclasses": [{"name", "file"?,
                           "line"?, "column"?, "documentation"?}], "documentation"?, "outlets":
                           [{"name", "type", "file", "line", "column"}], "outlet-collections": [...],
                           "actions": [{"name", "file", "line", "column"}]}

                Example:
                  nibtool class-of img-canvas --sources Examples/ImageEditor/Sources Examples/ImageEditor/A/MainMenu.xib

                """
        case "lazy-report":
            return """
                Usage: nibtool lazy-report [--json] DOCUMENT...

                Seed 002's advice, measured: what a nib creates when it loads but does not show.
                For each .xib: the windows and panels not visible at launch (sheets among them),
                top-level views that only controllers hold (a view controller's secondary views),
                menus outside the main menu, and the controllers that exist only for them. For
                each group: the objects a split would leave out of the load, their heap (measured
                by loading the group alone in NibForge's runtime) and the drawn memory their views
                take once shown (the runtime's backing stores at scale 2), the connections that
                cross into the rest of the document, and whether File's Owner can carry all of
                them (then the split command is printed) or which would need code.
                Storyboards already load each scene on its own and are not reported on.

                  --json   [{"document", "objects-at-load", "groups": [{"kind", "roots": [ids],
                           "objects": [ids], "object-count", "heap-bytes"?, "drawn-bytes"?,
                           "owner"?: {"id", "label"}, "kept-through-files-owner": [...],
                           "needs-code": [...], "split-command"?}]}]

                Example:
                  nibtool lazy-report Examples/ImageEditor/A/MainMenu.xib

                """
        case "split":
            return """
                Usage: nibtool split --objects ID[,ID...] --owner ID --into NEW.xib [--write OUT.xib]
                                     [--drop-crossing] DOCUMENT

                Moves top-level objects, and everything under them, into a new document of the
                same platform and tools version whose File's Owner has the class of --owner (the
                object that will load it). Connections inside the moved part move with it; a
                connection between the owner and a moved object becomes a File's Owner connection
                of the new document and leaves the old one; connections to First Responder and the
                Application object are kept. Any other connection that crosses the cut refuses the
                split (each is listed as path:line:col) unless --drop-crossing removes it (each is
                listed as a warning). Ids are kept; both files are read back, then written
                atomically; the old document changes only where the objects left (in place, or in
                OUT.xib with --write). NEW.xib must not exist.

                Example:
                  nibtool split --objects ctl-bright,win-brightness --owner editor --into BrightnessSheet.xib --write MainMenu-B.xib Examples/ImageEditor/A/MainMenu.xib

                """
        case "check":
            return """
                Usage: nibtool check [--sources PATH]... [--swift-version 2|3|4|5|6] [--reporter xcode|json|checkstyle|sarif]
                                     [--config FILE] [--unused] DOCUMENT|FOLDER...

                Checks documents against the classes their sources declare, before anything runs:
                the promise a custom class, an outlet or an action makes. Swift is read with
                swift-syntax, Objective-C with NibForge's scanner; framework classes (UIKit, AppKit,
                WatchKit) come from NibForge's table. Rules (ids for reports and --config):
                  missing-class           a custom class the sources do not declare (error for the
                                          module being checked, warning without module information)
                  class-in-other-module   a custom class of another module (note; not checked)
                  missing-outlet          an outlet the class does not declare (load crash)
                  missing-action          an action the target does not implement (crash on use)
                  cross-scene-outlet      a storyboard outlet between scenes
                  case-mismatch           matches only when case is ignored (warning)
                  outlet-type             the outlet's type cannot hold the object (warning)
                  first-responder-action  nothing implements an action sent to First Responder (warning)
                  unused-outlet, unused-action   declared but connected nowhere (--unused)

                  --sources PATH   source folders or files (repeatable); default: the PATHs checked
                  --swift-version  the selector rule for Swift methods (2: first label dropped); default 6
                  --reporter       xcode (path:line:col: error: message [rule]), json, checkstyle, sarif
                  --config FILE    disabled_rules: and excluded: lists (IBLinter's YAML form)
                  --unused         also report @IBOutlet and @IBAction members no document connects

                Exit status: 0 no errors, 1 errors found, 2 could not run.

                Example:
                  nibtool check --reporter sarif --sources App/ App/Base.lproj > check.sarif

                """
        case "strings":
            return """
                Usage: nibtool strings list [--json] PATH...
                       nibtool strings find [--json] TEXT PATH...
                       nibtool strings find [--json] --regex PATTERN PATH...
                       nibtool strings replace [--dry-run] FROM TO PATH...

                Interface Builder's Strings tool over every document under the PATHs (documents or
                folders): list the localizable strings, find them, or replace text in them (each
                document rewritten atomically; --dry-run prints a unified diff instead).

                Example:
                  nibtool strings find "Adjust" Examples/

                """
        case "compile-all":
            return """
                Usage: nibtool compile-all --output-dir DIR [--jobs N] [compile flags] DOCUMENT|FOLDER...

                Compiles every document named (folders are searched) into DIR on every core, with
                the flags --compile takes (--module, --target-device, --minimum-deployment-target...).

                Example:
                  nibtool compile-all --output-dir /tmp/nibs Examples/

                """
        case "help":
            return "Usage: nibtool help [SUBCOMMAND]\n\nPrints the overview, or one subcommand in full.\n\nExample:\n  nibtool help objects-at\n\n"
        default:
            return overview
        }
    }

    /// The result of `nibtool --help` / `nibtool help [SUBCOMMAND]`.
    static func run(_ arguments: [String]) -> ToolResult {
        var result = ToolResult()
        guard let name = arguments.first else {
            result.standardOutput = Array(overview.utf8)
            return result
        }
        if subcommands.contains(name) {
            result.standardOutput = Array(usage(of: name).utf8)
            return result
        }
        result.standardError = "error: no subcommand is called '\(name)'\(suggestion(for: name))\n"
        result.exitStatus = 64
        return result
    }

    /// "; did you mean 'x'?" for a mistyped subcommand.
    static func suggestion(for name: String) -> String {
        guard let nearest = EditDistance.nearest(to: name, among: subcommands, limit: max(2, name.count / 3)) else { return "" }
        return "; did you mean '\(nearest)'?"
    }
}
