import Foundation
import NibToolKit

// nibtool: a thin wrapper; everything happens in NibToolKit so tests can drive it in-process.
let result = NibTool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitStatus)
