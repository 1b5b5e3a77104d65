// Written for NibForge's tests: a Cocoa window controller in Objective-C.
#import <Cocoa/Cocoa.h>

@interface MacController : NSWindowController
@property (weak) IBOutlet NSTextField *nameField;
- (IBAction)apply:(id)sender;
@end
