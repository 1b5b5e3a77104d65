import Foundation
import Hummingbird
import NibStudio

// nibstudio: Interface Builder's document window, canvas, inspector and Strings tool in a
// browser, for the documents under one folder.
//
//     nibstudio [--host 127.0.0.1] [--port 8630] [--sources DIR]... [--open] FOLDER

let usage = "Usage: nibstudio [--host 127.0.0.1] [--port 8630] [--sources DIR]... [--open] FOLDER\n"
var host = "127.0.0.1"
var port = 8630
var sources: [String] = []
var openBrowser = false
var folder: String?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--host": host = arguments.isEmpty ? host : arguments.removeFirst()
    case "--port":
        guard let value = arguments.first.flatMap(Int.init), (0...65535).contains(value) else {
            FileHandle.standardError.write(Data("error: '--port' takes a number from 0 to 65535\n\(usage)".utf8)); exit(64)
        }
        port = value; arguments.removeFirst()
    case "--sources": if !arguments.isEmpty { sources.append(arguments.removeFirst()) }
    case "--open": openBrowser = true
    case "--help", "-h": print(usage, terminator: ""); exit(0)
    default:
        if argument.hasPrefix("--") { FileHandle.standardError.write(Data("error: unknown option '\(argument)'\n\(usage)".utf8)); exit(64) }
        folder = argument
    }
}
guard let folder else { FileHandle.standardError.write(Data("error: no folder given\n\(usage)".utf8)); exit(64) }
let workspace: StudioWorkspace
do { workspace = try StudioWorkspace(folder: folder) } catch {
    FileHandle.standardError.write(Data("\(folder): error: \(error.message)\n".utf8)); exit(1)
}
// Jump to class searches the folder itself unless --sources says where the classes are.
let server = StudioServer(workspace: workspace, token: StudioServer.makeToken(), sources: sources.isEmpty ? [workspace.root] : sources)
let chosenHost = host, chosenPort = port, opensBrowser = openBrowser, root = workspace.root
let app = Application(router: server.router(), configuration: .init(address: .hostname(chosenHost, port: chosenPort), serverName: "nibstudio"),
                      onServerRunning: { channel in
                          let url = "http://\(chosenHost):\(channel.localAddress?.port ?? chosenPort)/"
                          FileHandle.standardOutput.write(Data("NibStudio serves \(root) at \(url)  (Ctrl-C stops it)\n".utf8))
                          if opensBrowser {
                              let process = Process()
                              process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                              process.arguments = ["xdg-open", url]
                              try? process.run()
                          }
                      })
try await app.runService()
