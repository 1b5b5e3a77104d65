import NibRuntime

extension NibInstantiator {
    /// Makes every connection (rules N4-N6); returns how many were made. Cocoa Touch throws on
    /// the first failure, as UIKit raises; Cocoa logs it in `messages` and continues.
    func connect(instances: [AnyObject?], messages: inout [String]) throws -> Int {
        var made = 0
        // Collections gather their members in document order (several connections may name
        // one collection). Plain loops: closures here would cost an executor check per call.
        var collections: [(source: Int, name: String, values: [AnyObject])] = []
        var lastCollection = -1
        for connection in blueprint.connections {
            switch connection {
            case let .outlet(source, destination, name):
                guard let owner = instance(source, instances) else { continue }
                if try setOutlet(name, of: owner, to: instance(destination, instances), messages: &messages) { made += 1 }
            case let .outletCollection(source, destinations, name):
                if lastCollection < 0 || collections[lastCollection].source != source || collections[lastCollection].name != name {
                    lastCollection = -1
                    for position in collections.indices where collections[position].source == source && collections[position].name == name {
                        lastCollection = position
                        break
                    }
                    if lastCollection < 0 {
                        collections.append((source, name, []))
                        lastCollection = collections.count - 1
                    }
                }
                for destination in destinations {
                    if let value = instance(destination, instances) { collections[lastCollection].values.append(value) }
                }
            case let .action(source, destination, selector, eventMask):
                guard let sender = instance(source, instances) else { continue }
                let target = destination == nil ? nil : instance(destination!, instances)
                if try connectAction(ActionSelector(selector), from: sender, to: target, eventMask: eventMask, messages: &messages) { made += 1 }
            case let .binding(source, destination, name, keyPath, bindingOptions):
                guard let bound = instance(source, instances), let observed = instance(destination, instances) else { continue }
                guard mode == .cocoa else {
                    messages.append("binding \(name) of \(className(of: bound)) ignored: bindings exist only in Cocoa mode")
                    continue
                }
                if let bindable = bound as? any Bindable {
                    bindable.bind(name, to: observed, withKeyPath: keyPath, options: bindingOptions)
                    made += 1
                } else {
                    messages.append("Cannot bind \(name) of \(className(of: bound)) to \(keyPath): the class does not support bindings")
                }
            }
        }
        for collection in collections {
            guard let owner = instance(collection.source, instances) else { continue }
            if try setOutletCollection(collection.name, of: owner, to: collection.values, messages: &messages) { made += 1 }
        }
        return made
    }

    private func instance(_ index: Int, _ instances: [AnyObject?]) -> AnyObject? {
        instances.indices.contains(index) ? instances[index] : nil
    }

    /// Rule N4. Returns whether the outlet was set.
    private func setOutlet(_ name: String, of owner: AnyObject, to value: AnyObject?, messages: inout [String]) throws -> Bool {
        if let generic = owner as? GenericObject {
            generic.setOutlet(value, forKey: name)
            return true
        }
        var failure: OutletError = .unknownKey(className: className(of: owner), key: name)
        if let settable = owner as? any OutletSettable {
            do {
                try settable.setValue(value, forOutletKey: name)
                return true
            } catch let error as OutletError {
                failure = error
            }
        }
        // UIKit raises; a caller without the app's classes (framework stand-ins) gets a message.
        guard mode == .cocoa || options.fallsBackToFrameworkClass else {
            throw NibLoadError.outletFailed(message: failure.description)
        }
        // Cocoa: no setter; an instance variable is set without retaining.
        if case .unknownKey = failure, let holder = owner as? any OutletFieldHolder,
           type(of: holder).outletFieldNames.contains(name) {
            holder.outletFields[name] = value
            return true
        }
        let destination = value.map(className(of:)) ?? "nil"
        if case .unknownKey = failure {
            messages.append("Failed to connect (\(name)) outlet from (\(className(of: owner))) to (\(destination)): missing setter or instance variable")
        } else {
            messages.append("Failed to connect (\(name)) outlet from (\(className(of: owner))) to (\(destination)): \(failure)")
        }
        return false
    }

    /// Rule N4 for an outlet collection: the array goes to the collection's setter as it is
    /// (no bridging through `AnyObject`); anything else is an ordinary outlet.
    private func setOutletCollection(_ name: String, of owner: AnyObject, to values: [AnyObject], messages: inout [String]) throws -> Bool {
        if let generic = owner as? GenericObject {
            generic.setOutletCollection(values, forKey: name)
            return true
        }
        if let settable = owner as? any OutletSettable, type(of: settable).outletTable.declaresCollection(forKey: name) {
            do {
                try settable.setValues(values, forOutletCollectionKey: name)
                return true
            } catch let error as OutletError {
                guard mode == .cocoa || options.fallsBackToFrameworkClass else { throw NibLoadError.outletFailed(message: error.description) }
            }
        }
        return try setOutlet(name, of: owner, to: values as AnyObject, messages: &messages)
    }

    /// Rule N5. Returns whether the action was connected.
    private func connectAction(_ selector: ActionSelector, from sender: AnyObject, to target: AnyObject?,
                               eventMask: UInt?, messages: inout [String]) throws -> Bool {
        switch sender {
        case let control as Control:
            let events: Control.Event
            if mode == .cocoa {
                events = eventMask.map { Control.Event(rawValue: $0) } ?? .primaryActionTriggered
            } else {
                events = Control.Event(rawValue: eventMask ?? Control.Event.touchUpInside.rawValue)
            }
            control.addTarget(target, action: selector, for: events)
            return true
        case let item as ActionItem:
            item.target = target
            item.action = selector
            return true
        case let generic as GenericObject:
            generic.setAction(selector, target: target)
            return true
        default:
            let message = "Could not connect the action \(selector) from \(className(of: sender)) to target of class \(target.map(className(of:)) ?? "First Responder"): the sender has no target and action"
            guard mode == .cocoa || options.fallsBackToFrameworkClass else { throw NibLoadError.actionFailed(message: message) }
            messages.append(message)
            return false
        }
    }
}

/// The class name messages print for an object.
func className(of object: AnyObject) -> String {
    String(describing: type(of: object))
}
