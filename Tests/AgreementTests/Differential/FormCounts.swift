/// How many graphs each form expressed, for the long run's one-line summary.
struct FormCounts: CustomStringConvertible {
    var graphs = 0, withErrors = 0, resolvedClean = 0
    var runtime = 0, wrappers = 0, digen = 0

    var description: String {
        "\(graphs) graphs (\(withErrors) with errors): runtime \(runtime), wrappers \(wrappers), digen \(digen), clean ones resolved \(resolvedClean)"
    }
}
