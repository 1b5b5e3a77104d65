import NibRuntime

/// Runs one instantiation of a blueprint with an owner, following rules N1-N12.
///
/// Phases, in order: resolve placeholders (N2); create every other object (N1); apply
/// properties and containment once all exist (N3); connect outlets, collections, actions
/// and bindings (N4-N6); send `awakeFromNib` (N7); order visible windows front (N8); return
/// the top-level objects without placeholders (N9) with the ownership of the mode (N10/N11).
/// Nothing here outlives the call, so each run is a separate graph (N12).
@MainActor
struct NibInstantiator {
    let blueprint: NibBlueprint
    let registry: NibClassRegistry
    /// The factory of each object of the blueprint, by index (nil: none registered).
    let factories: [NibClassRegistry.Factory?]
    let options: NibInstantiationOptions
    let owner: AnyObject?

    var mode: NibLoadingMode { options.mode ?? blueprint.platform }

    func run() throws -> NibInstantiationResult {
        try runKeepingInstances().result
    }

    /// The instantiation, and every object it made or resolved by blueprint index, for the
    /// storyboard, which finds a scene's container views this way. The caller drops the
    /// array once done, so the result still adds no ownership (rule N11).
    func runKeepingInstances() throws -> (result: NibInstantiationResult, instances: [AnyObject?]) {
        let application = options.application ?? Application.shared
        var messages: [String] = []

        // N2: placeholders are resolved, never created. Missing externals fail first. (The
        // loops index the blueprint rather than iterate it, so no object is copied.)
        let objects = blueprint.objects
        var instances = [AnyObject?](repeating: nil, count: objects.count)
        for index in objects.indices {
            guard let placeholder = objects[index].placeholder else { continue }
            instances[index] = try resolve(placeholder, application: application)
        }

        // N1: every non-placeholder object, through its registered factory.
        var created: [Int] = []
        created.reserveCapacity(objects.count)
        let context = NibObjectContext(application: application, archivedClassName: "")
        for index in objects.indices where objects[index].placeholder == nil {
            if let factory = factories[index] {
                instances[index] = factory(context.naming(objects[index].classToCreate))
            } else {
                instances[index] = try makeUnregisteredObject(objects[index], application: application)
            }
            created.append(index)
        }

        // N3: every object exists; now properties and containment, then connections.
        for index in created {
            guard let instance = instances[index] else { continue }
            PropertyApplier.apply(objects[index].properties, to: instance)
        }
        var newSubviews: [RuntimeView] = []
        for index in created where !objects[index].children.isEmpty {
            let parent = instances[index]
            let parentView = parent as? RuntimeView
            for containment in objects[index].children {
                // Subviews of a view are gathered and added at once (below); the rest one by one.
                if parentView != nil, case .subview = containment.role, let child = instances[containment.child] as? RuntimeView {
                    newSubviews.append(child)
                } else {
                    contain(containment, in: parent, instances: instances)
                }
            }
            if let parentView, !newSubviews.isEmpty {
                parentView.addSubviewsCreatedByNib(newSubviews)
                newSubviews.removeAll(keepingCapacity: true)
            }
        }
        let connectionCount = try connect(instances: instances, messages: &messages)

        // N7: awakeFromNib after every connection; N8: then visible windows come on screen.
        let awakened = awaken(created: created, instances: instances)
        showVisibleWindows(instances: instances)

        // N9: the top-level objects without placeholders.
        var topLevel: [AnyObject] = []
        for index in blueprint.topLevel where blueprint.objects.indices.contains(index) {
            guard blueprint.objects[index].placeholder == nil, let instance = instances[index] else { continue }
            topLevel.append(instance)
        }

        // N10: legacy Cocoa loading leaves the top-level objects owned by the load.
        if mode == .cocoa && options.cocoaOwnership == .legacy {
            let ledger = options.ownershipLedger ?? NibOwnershipLedger.shared
            ledger.retain(topLevel, ownedBy: owner ?? application)
        }

        let result = NibInstantiationResult(
            topLevelObjects: topLevel, createdObjectCount: created.count, connectionCount: connectionCount,
            awakenedClasses: awakened, messages: messages)
        return (result, instances)
    }

    private func resolve(_ placeholder: NibBlueprint.PlaceholderKind, application: Application) throws -> AnyObject? {
        switch placeholder {
        case .filesOwner: return owner
        case .firstResponder: return nil
        case .application: return application
        case .external(let identifier):
            guard let object = options.externalObjects[identifier] else {
                throw NibLoadError.missingExternalObject(identifier: identifier)
            }
            return object
        }
    }

    /// An object whose class has no registered factory: its framework class (when the caller
    /// asked for it), the fallback class, or an error naming the class (secure decoding).
    private func makeUnregisteredObject(_ object: NibBlueprint.Object, application: Application) throws -> AnyObject {
        let name = object.classToCreate
        // A custom class nobody registered: its framework class is not enough (secure decoding)
        // unless the caller asked for it.
        if options.fallsBackToFrameworkClass, object.customClass != nil, let framework = registry.factory(for: object.className) {
            return framework(NibObjectContext(application: application, archivedClassName: name))
        }
        if let fallback = options.fallbackClassName {
            guard let factory = registry.factory(for: fallback) else {
                throw NibLoadError.unregisteredClass(className: fallback, objectID: object.id)
            }
            return factory(NibObjectContext(application: application, archivedClassName: name))
        }
        throw NibLoadError.unregisteredClass(className: name, objectID: object.id)
    }

    private func contain(_ containment: NibBlueprint.Containment, in parent: AnyObject?, instances: [AnyObject?]) {
        guard instances.indices.contains(containment.child), let child = instances[containment.child] else { return }
        switch (containment.role, parent) {
        case (.controllerView, let controller as ViewController):
            try? controller.setValue(child, forOutletKey: "view")
        case (.owned("window"?), let controller as WindowController):
            // A storyboard's window controller scene holds its window as an element.
            if let window = child as? DesktopWindow { controller.window = window }
        case (.owned(let key), let container as any ObjectContainer):
            container.adoptChildObject(child, key: key)
        case (.owned, _):
            break
        case (_, let view as RuntimeView):
            if let childView = child as? RuntimeView { view.addSubview(childView) }
        default:
            break
        }
    }
}
