/// How many graphs each form expressed, for the long run's one-line summary.
struct FormCounts: CustomStringConvertible {
    var graphs = 0
    var runtime = 0
    var wrappers = 0
    var digen = 0
    var withErrors = 0
    var resolvedClean = 0

    var description: String {
        "\(graphs) graphs (\(withErrors) with errors): runtime \(runtime), wrappers \(wrappers), digen \(digen), clean ones resolved \(resolvedClean)"
    }
}
