/// What a text field asks its delegate (connected as the `delegate` outlet in documents).
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether pressing return should end editing and send the field's return actions.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}
