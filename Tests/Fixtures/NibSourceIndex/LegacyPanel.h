// Written for NibForge's tests: every Objective-C form `class-of` must find.
#import <Cocoa/Cocoa.h>

/* @interface Commented : NSObject  (a comment: not a class) */
#define TITLE @"@interface InAString : NSObject"

@interface LegacyPanel : NSWindowController <NSWindowDelegate, NSTableViewDelegate>
{
    IBOutlet NSButton *okButton;
    __weak IBOutlet NSTextField *nameField;
}
@property (nonatomic, weak) IBOutlet NSTableView *table;
@property (nonatomic, strong) IBOutletCollection(NSButton) NSArray *choices;
- (IBAction)ok:(id)sender;
- (IBAction)choose:(id)sender withTag:(NSInteger)tag;
- (IBAction) cancel;
- (void)notAnAction:(id)sender;
@end

@interface LegacyPanel (Extras)
- (IBAction)help:(id)sender;
@end
