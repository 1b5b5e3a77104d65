/// A small Cocoa Touch xib for tests: File's Owner (with `ownerConnections`), First
/// Responder, and a view `vie-00-001` holding a label `lbl-00-001`, with the view's
/// `constraints` and `extra` children (a `<viewLayoutGuide>`, say).
func labelViewDocument(toolsVersion: String, ownerConnections: String = "", constraints: String, extra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardController">
                <connections>\(ownerConnections)</connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <view contentMode="scaleToFill" id="vie-00-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                        <rect key="frame" x="20" y="28" width="40" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                    </label>
                </subviews>
                <constraints>\(constraints)</constraints>\(extra)
            </view>
        </objects>
    </document>
    """
}
