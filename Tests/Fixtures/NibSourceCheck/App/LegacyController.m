// Written for NibForge's tests.
#import "LegacyController.h"

@implementation LegacyController
{
    IBOutlet UIView *footer;
}
- (IBAction)ok:(id)sender { NSLog(@"// not a comment - (IBAction)fake:(id)sender"); }
- (void)plainAction:(id)sender { }
@end
