// Written for NibForge's tests.
#import <UIKit/UIKit.h>

@interface LegacyController : UIViewController
{
    IBOutlet UIButton *okButton;
}
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, strong) IBOutletCollection(UIView) NSArray *cards;
- (IBAction)ok:(id)sender;
- (void)plainAction:(id)sender;
@end
