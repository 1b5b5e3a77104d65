// Written for NibForge's tests.
#import "LegacyPanel.h"

@interface LegacyPanel ()
@property (weak) IBOutlet NSView *accessory;
@end

@implementation LegacyPanel
- (IBAction)ok:(id)sender { NSLog(@"- (IBAction)inAString:(id)sender"); }
- (IBAction)revert:(id)sender { }
@end
