/// What one operation of a model program observed.
enum ProgramOutcome {
    case made(any Made)
    case missing
    case failed(String)
    case finished
}
