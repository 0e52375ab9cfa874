// The services of a profile screen and its `@Observable` view model, annotated for digen. The runtime tests
// register the same types with a `Container`; the wrappers tests inject them with `@Inject`.
import Observation

/// The network client: passed in from outside (a stub in the tests).
protocol ProfileAPI: Sendable {
    func displayName(for userID: Int) -> String
}

// @saber.container(ProfileContainer)
// @saber.scope(Profile)
// @saber.externals(ProfileAPI)
@MainActor protocol ProfileContaining {}

/// Who is signed in: observable app state, shared by the screens.
// @saber.scope(Profile)
// @saber.cached
@MainActor @Observable final class Session {
    var userID: Int

    init() {
        userID = 1
    }
}

/// A view model whose services come through its initializer: `let` properties, which `@Observable` never tracks,
/// so no attribute is needed.
// @saber.scope(Profile)
@MainActor @Observable final class ProfileModel {
    let api: any ProfileAPI
    let session: Session
    var title = ""

    init(api: any ProfileAPI, session: Session) {
        self.api = api
        self.session = session
    }

    /// What the view shows for the signed-in user: tracked through `session.userID`.
    var greeting: String { "Hello, user \(session.userID)" }

    func refresh() {
        title = api.displayName(for: session.userID)
    }
}
