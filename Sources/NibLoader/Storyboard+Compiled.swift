import NibRuntime

/// A storyboard read from its compiled `.storyboardc`, as UIKit's `UIStoryboard` does: a
/// scene nib per controller identifier (the File's Owner is the scene, whose
/// `sceneViewController` outlet names the controller), segue templates archived in the scene
/// and configured here, and a view nib per controller whose upstream placeholders are the
/// objects the controller's `UIExternalObjectsTableForViewLoading` lists.
extension Storyboard {
    /// The folder; only called for a compiled storyboard.
    private var folder: CompiledStoryboardFolder {
        guard let compiled else { preconditionFailure("a document storyboard has no compiled folder") }
        return compiled
    }

    func instantiateCompiledController(withIdentifier identifier: String) throws -> ViewController {
        if let reference = folder.references[identifier] {
            let other = try referencedStoryboard(named: reference.storyboardName)
            return try reference.controllerIdentifier.map(other.instantiateController(withIdentifier:)) ?? other.instantiateInitialController()
        }
        guard let nibName = folder.nibNamesByIdentifier[identifier] else {
            throw StoryboardError.unknownIdentifier(identifier, path: path, available: controllerIdentifiers)
        }
        let scene = try folder.nib(named: nibName)
        let sceneObject = GenericObject(archivedClassName: "UIStoryboardScene")
        var options = loadOptions
        options.externalObjects["UIStoryboardPlaceholder"] = self
        let instances = try scene.nib.instantiateKeepingInstances(withOwner: sceneObject, options: options)
        sceneLoadCount += 1
        guard let controller = sceneObject.outlets["sceneViewController"]?.first as? ViewController else {
            let found = sceneObject.outlets["sceneViewController"]?.first.map { String(describing: type(of: $0)) } ?? "nothing"
            throw StoryboardError.notAViewController(id: identifier, className: found)
        }
        for (index, record) in scene.controllers.sorted(by: { $0.key < $1.key }) {
            guard let sceneController = instances[index] as? ViewController else { continue }
            try configure(sceneController, record: record, scene: scene, instances: instances)
        }
        controller.useStoryboard(self)
        return controller
    }

    /// Gives a controller of a loaded scene what its archived storyboard keys say: its view
    /// nib, the objects that nib refers to, its segue templates, and a container's children
    /// (a storyboard reference among them replaced by the controller it names, as
    /// `-[UIStoryboardViewControllerPlaceholder initWithCoder:]` does).
    private func configure(_ controller: ViewController, record: CompiledStoryboardNib.Controller,
                           scene: CompiledStoryboardNib, instances: [AnyObject?]) throws {
        controller.useStoryboard(self)
        if let name = record.viewNibName { controller.useNib(named: name, in: self) }
        var external: [String: AnyObject] = [:]
        for (identifier, index) in record.externalObjectsForViewLoading {
            if let object = instances[index] { external[identifier] = object }
        }
        controller.externalObjectsForViewLoading = external
        var triggers: [SegueTrigger] = []
        var templates: [SegueTemplate] = []
        for index in record.segueTemplates {
            guard let trigger = instances[index] as? SegueTrigger, let archived = scene.templates[index] else { continue }
            let template = segueTemplate(archived, controller: controller)
            trigger.controller = controller
            trigger.template = template
            triggers.append(trigger)
            templates.append(template)
        }
        controller.segueTemplates = templates
        controller.segueTriggers = triggers
        let children = try record.viewControllers.compactMap { index -> ViewController? in
            if let identifier = scene.placeholderIdentifiers[index] { return try instantiateCompiledController(withIdentifier: identifier) }
            return instances[index] as? ViewController
        }
        if let navigation = controller as? NavigationController {
            for child in children { navigation.pushViewController(child) }
        } else if let tabs = controller as? TabBarController, !children.isEmpty {
            tabs.setViewControllers(children)
        } else {
            // Other containers (a split view controller's columns): children, as from the document.
            for child in children where child.parent == nil {
                controller.addChild(child)
                child.sendDidMove(toParent: controller)
            }
        }
    }

    /// What performing an archived template does, by its class as UIKit's template classes do.
    private func segueTemplate(_ archived: CompiledStoryboardNib.Template, controller: ViewController) -> SegueTemplate {
        if archived.className == "UIStoryboardUnwindSegueTemplate" {
            return unwindTemplate(identifier: archived.identifier, action: archived.unwindAction ?? "", controller: controller)
        }
        let kind: StoryboardSegue.Kind
        switch archived.className {
        case "UIStoryboardShowSegueTemplate":
            kind = archived.actionName == "showDetailViewController:sender:" ? .showDetail : .show
        case "UIStoryboardPushSegueTemplate": kind = .show
        case "UIStoryboardReplaceSegueTemplate": kind = .showDetail
        case "UIStoryboardPresentationSegueTemplate", "UIStoryboardModalSegueTemplate":
            kind = .presentModally(archived.modalPresentationStyle.flatMap(Self.presentationStyle(archivedValue:)))
        case "UIStoryboardPopoverPresentationSegueTemplate", "UIStoryboardPopoverSegueTemplate": kind = .popover
        case "UIStoryboardEmbedSegueTemplate": kind = .embed
        default: kind = .custom(className: archived.segueClassName)
        }
        let destination = archived.destinationIdentifier
        return SegueTemplate(identifier: archived.identifier, kind: kind,
                             makeSegue: customSegueMaker(className: archived.segueClassName, identifier: archived.identifier)) { [self] in
            try self.instantiateController(withIdentifier: destination ?? "")
        }
    }

    /// Loads a controller's view nib with the controller as File's Owner and its scene's
    /// objects as the upstream placeholders; then performs the embed segues whose container
    /// views the nib connected.
    func instantiateCompiledViewNib(named name: String, owner: AnyObject) throws -> [AnyObject] {
        guard folder.containsNib(named: name) else { throw NibBundleError.nibNotFound(name) }
        let viewNib = try folder.nib(named: name)
        var options = loadOptions
        let parent = owner as? ViewController
        options.externalObjects.merge(parent?.externalObjectsForViewLoading ?? [:]) { _, scene in scene }
        options.externalObjects["UIStoryboardPlaceholder"] = self
        let instances = try viewNib.nib.instantiateKeepingInstances(withOwner: owner, options: options)
        viewLoadCount += 1
        if let parent {
            for trigger in parent.segueTriggers {
                guard let template = trigger.template, template.kind == .embed, let container = trigger.containerView else { continue }
                embed(try template.makeDestination(), identifier: template.identifier, in: container, of: parent)
            }
        }
        let blueprint = viewNib.nib.blueprint
        return blueprint.topLevel.filter { blueprint.objects[$0].placeholder == nil }.compactMap { instances[$0] }
    }
}
