/// Keeps a result alive past the optimizer.
@inline(never)
func consume(_ value: AnyObject) {
    _ = Unmanaged.passUnretained(value)
}
