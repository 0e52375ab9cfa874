/// The `--help` text of each command.
enum Help {
    static let overview = """
        OVERVIEW: digen — generates Saber-style dependency-injection containers from annotated Swift sources.

        USAGE: digen <command> [options]

        COMMANDS:
          generate   Generate one Name.saber.swift file per container
          validate   Check the sources and print every diagnostic
          graph      Print the dependency graph (--format dot|mermaid|json)
          dump       Print what digen understood: containers, services and how each dependency is resolved
          sources    Saber's command line: --workDir, --from, --out, --config

        Run 'digen <command> --help' for a command's options.
        Exit status: 0 clean (warnings allowed), 1 errors in the input, 2 usage or I/O error.
        """

    static let generate = """
        USAGE: digen generate --out <directory> [--config <file>] [--dependency [<target>=]<path>]... [--quiet]
                              <source>...

        Scans the Swift files under each <source> (files or directories, recursively) and writes one
        <Container>.saber.swift per container into <directory>. Unchanged files are not touched; files digen did
        not generate are never overwritten; generated files no container produces any more are removed.

        OPTIONS:
          --out <directory>   Where generated files go
          --config <file>     Saber's YAML configuration (accessLevel, indentation.type, indentation.size,
                              lazyTypealias), the target's defaultIsolation (MainActor or nonisolated) and
                              memberNames (saber or swift), or the YAML text itself
          --dependency [<target>=]<path>
                              Sources of a target this one imports (a file or a directory, repeatable; without
                              <target>=, the directory's name). Read only: nothing is generated for them, their
                              containers may be this target's parents, and only findings about this target are
                              reported; one in the imported sources alone is left to that target's own run. A
                              *.yml path (or a directory's digen.yml) is that target's configuration: a parent it
                              generates internal is an error here (a *.yml that does not exist: the default)
          --quiet             Print diagnostics only, not the summary line (the build plugin passes it)
          --help              Show this help
        """

    static let validate = """
        USAGE: digen validate [--config <file>] [--dependency [<target>=]<path>]... <source>...

        Checks the sources and prints every diagnostic to stderr as 'file:line:col: error: [code] message'.
        With no errors, prints one line to stdout saying what it checked.

        OPTIONS:
          --config <file>     Saber's YAML configuration
          --dependency [<target>=]<path>
                              Sources of a target this one imports (a file or a directory, repeatable; without
                              <target>=, the directory's name). Read only: nothing is generated for them, their
                              containers may be this target's parents, and only findings about this target are
                              reported; one in the imported sources alone is left to that target's own run
          --help              Show this help
        """

    static let graph = """
        USAGE: digen graph [--format dot|mermaid|json] [--config <file>] [--dependency [<target>=]<path>]...
                           <source>...

        Prints the dependency graph to stdout (dot by default). Diagnostics go to stderr.

        OPTIONS:
          --format <format>   dot, mermaid or json
          --config <file>     Saber's YAML configuration
          --dependency [<target>=]<path>
                              Sources of a target this one imports, read only (see 'digen validate --help')
          --help              Show this help
        """

    static let dump = """
        USAGE: digen dump [--config <file>] [--dependency [<target>=]<path>]... <source>...

        Prints each container with its parents, externals and services, and the member each dependency
        resolves to.

        OPTIONS:
          --config <file>     Saber's YAML configuration
          --dependency [<target>=]<path>
                              Sources of a target this one imports, read only (see 'digen validate --help')
          --help              Show this help
        """

    static let sources = """
        USAGE: digen sources [--workDir <directory>] --from <directory> --out <directory> [--config <file>]

        Saber's 'sources' command: generates containers from the sources under --from into --out.

        OPTIONS:
          --workDir <directory>  Working directory; --from, --out and --config are relative to it
          --from <directory>     Directory with sources (searched recursively)
          --out <directory>      Output directory
          --config <file>        Path to a *.yml file, or YAML text
          --log <level>          Accepted for Saber compatibility (info or debug); ignored
          --help                 Show this help
        """
}
