import Foundation
import NibArchive

/// One nib of a compiled storyboard (a scene nib or a view nib), with what UIKit's storyboard
/// decoding reads from its controllers besides the connections the loader makes: each
/// controller's view nib (`UINibName`), segue templates (`UIStoryboardSegueTemplates`), the
/// objects its view nib refers to (`UIExternalObjectsTableForViewLoading`) and the children a
/// container holds (`UIViewControllers`); each segue template's keys; and the identifier each
/// storyboard reference placeholder names.
@MainActor
struct CompiledStoryboardNib {
    /// A controller of the nib and the storyboard keys archived on it (blueprint indices).
    struct Controller {
        var viewNibName: String?
        var segueTemplates: [Int] = []
        var externalObjectsForViewLoading: [(identifier: String, object: Int)] = []
        /// A navigation controller's stack or a tab bar controller's tabs.
        var viewControllers: [Int] = []
    }

    /// A segue template as `-[UIStoryboardSegueTemplate initWithCoder:]` and its subclasses read it.
    struct Template {
        var className: String
        var identifier: String?
        var destinationIdentifier: String?
        /// A show template's action: `showViewController:sender:` or `showDetailViewController:sender:`.
        var actionName: String?
        /// An unwind template's action (`UIAction`).
        var unwindAction: String?
        /// A custom segue's class (`UISegueClassName`).
        var segueClassName: String?
        var modalPresentationStyle: Int64?
        /// Embed templates run when the controller's view loads.
        var performsOnViewLoad: Bool
    }

    let nib: Nib
    /// By blueprint index.
    private(set) var controllers: [Int: Controller] = [:]
    /// By blueprint index.
    private(set) var templates: [Int: Template] = [:]
    /// The storyboard identifier each storyboard reference placeholder names
    /// (`UIStoryboardViewControllerPlaceholder`'s `UIStoryboardIdentifier`), by blueprint index.
    private(set) var placeholderIdentifiers: [Int: String] = [:]

    /// Reads the nib at `path` (a file, or a folder of device-specific members).
    init(path: String, registry: NibClassRegistry) throws {
        let compiled = try CompiledNib(contentsOf: path)
        guard let member = compiled.members.first else {
            throw NibLoadError.malformedNib(message: "\(path): the nib holds no loadable member")
        }
        nib = try Nib(compiledFile: member.file, registry: registry)
        let values = ArchiveValues(graph: member.file.graph)
        let indices = nib.blueprint.indexOfArchivedObject
        for (graphIndex, index) in indices {
            guard let object = member.file.graph.object(at: graphIndex) else { continue }
            if NibClassRegistry.segueTemplateClassNames.contains(object.className) {
                templates[index] = Self.template(object, values: values)
                continue
            }
            if object.className == "UIStoryboardViewControllerPlaceholder" {
                placeholderIdentifiers[index] = values.string(object.value(forKey: "UIStoryboardIdentifier"))
                continue
            }
            var controller = Controller()
            controller.viewNibName = values.string(object.value(forKey: "UINibName"))
            controller.segueTemplates = values.references(object.value(forKey: "UIStoryboardSegueTemplates")).compactMap { indices[$0] }
            // A container's children: its `UIViewControllers` (navigation and tab bar
            // controllers encode them), else the `UIChildViewControllers` every view controller
            // decodes (a split view controller's master and detail).
            let children = object.value(forKey: "UIViewControllers") ?? object.value(forKey: "UIChildViewControllers")
            controller.viewControllers = values.references(children).compactMap { indices[$0] }
            // The table is a dictionary: keys and objects alternate.
            let pairs = values.elements(object.value(forKey: "UIExternalObjectsTableForViewLoading"))
            for position in stride(from: 0, to: pairs.count - 1, by: 2) {
                if let identifier = values.string(pairs[position]), let target = pairs[position + 1].referencedObject.flatMap({ indices[$0] }) {
                    controller.externalObjectsForViewLoading.append((identifier, target))
                }
            }
            if controller.viewNibName != nil || !controller.segueTemplates.isEmpty || !controller.viewControllers.isEmpty
                || !controller.externalObjectsForViewLoading.isEmpty {
                controllers[index] = controller
            }
        }
    }

    private static func template(_ object: ArchivedObject, values: ArchiveValues) -> Template {
        Template(
            className: object.className,
            identifier: values.string(object.value(forKey: "UIIdentifier")),
            destinationIdentifier: values.string(object.value(forKey: "UIDestinationViewControllerIdentifier")),
            actionName: values.string(object.value(forKey: "UIActionName")),
            unwindAction: values.string(object.value(forKey: "UIAction")),
            segueClassName: values.string(object.value(forKey: "UISegueClassName")),
            modalPresentationStyle: values.integer(object.value(forKey: "UIModalPresentationStyle")),
            performsOnViewLoad: values.bool(object.value(forKey: "UIPerformOnViewLoad")) ?? false)
    }
}
