import Foundation
import NibToolKit

// nibtool: a thin wrapper; everything happens in NibToolKit so tests can drive it in-process.
// Started as `ibtool` (the link `make install` makes), it behaves as ibtool.
let personality = NibTool.Personality(programName: CommandLine.arguments.first ?? "nibtool")
let result = NibTool.run(Array(CommandLine.arguments.dropFirst()), as: personality)
FileHandle.standardOutput.write(Data(result.standardOutput))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitStatus)
