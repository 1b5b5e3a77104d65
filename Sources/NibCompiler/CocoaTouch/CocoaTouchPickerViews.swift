import NibXML

/// `UIPickerView` as Xcode 8.1 archived Fusuma's camera view (the one picker in the pairs):
/// the selection bar shown and cells selectable, UIKit's defaults for a picker made in code,
/// which Interface Builder's picker states; its hugging is stated too (`statesHugging`).
/// From Xcode 9 the selection bar is left out (`archivesPickerSelectionBar`).
extension CocoaTouchNibCompiler {
    mutating func pickerViewAttributes(_ element: MarkupElement, object: Int) {
        if release.archivesPickerSelectionBar {
            archive.set("UIShowsSelectionBar", bool: element[attribute: "showsSelectionIndicator"] != "NO", on: object)
        }
        archive.set("UIAllowSelectingCells", bool: true, on: object)
    }
}
