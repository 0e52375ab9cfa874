import Foundation

/// A synthetic Saber app: `containers` containers in a binary tree (each depends on its parent), and
/// `services` services spread over `files` files. Service `i` of a container needs the two services before it
/// in that container (one of them lazily) and, in child containers, a service of the parent; every fifth is
/// cached (and needs only cached services directly), every seventh gets a property injected.
enum SyntheticApp {
    static func write(to directory: String, services: Int = 10_000, files: Int = 2_000, containers: Int = 50) throws {
        let manager = FileManager.default
        try? manager.removeItem(atPath: directory)
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var containerText = ""
        for container in 0..<containers {
            containerText += "// @saber.container(Container\(container))\n// @saber.scope(Scope\(container))\n"
            if container > 0 { containerText += "// @saber.dependsOn(Container\((container - 1) / 2))\n" }
            containerText += "protocol Containing\(container) {}\n\n"
        }
        try containerText.write(toFile: directory + "/Containers.swift", atomically: true, encoding: .utf8)
        let perFile = services / files
        let perContainer = services / containers
        for file in 0..<files {
            var text = ""
            for offset in 0..<perFile {
                let number = file * perFile + offset
                text += service(number, perContainer: perContainer)
            }
            try text.write(toFile: directory + "/File\(file).swift", atomically: true, encoding: .utf8)
        }
    }

    private static func service(_ number: Int, perContainer: Int) -> String {
        let container = number / perContainer
        let index = number % perContainer
        var parameters: [String] = []
        let isCached = number % 5 == 0
        if isCached {
            if index >= 5 { parameters.append("first: Service\(number - 5)") }
        } else if index >= 1 {
            parameters.append("first: Service\(number - 1)")
        }
        if index >= 2 { parameters.append("second: @escaping () -> Service\(number - 2)") }
        if container > 0, index % 3 == 0, !isCached || index % 5 == 0 {
            let parentFirst = ((container - 1) / 2) * perContainer
            parameters.append("parent: Service\(parentFirst + index)")
        }
        var text = "// @saber.scope(Scope\(container))\n"
        if isCached { text += "// @saber.cached\n" }
        text += "final class Service\(number) {\n"
        if number % 7 == 0, index >= 1, !isCached {
            text += "    // @saber.inject\n    var injected: Service\(number - 1)!\n"
        }
        text += "    // @saber.inject\n    init(\(parameters.joined(separator: ", "))) {}\n}\n\n"
        return text
    }
}
