import DIGen
import DIGraph
import Testing

@Suite("Render: collection getters")
struct CollectionRendererTests {
    private let header = ContainerRenderer.header

    @Test("an array and a dictionary built from their elements' getters, parents' first; empty ones as literals")
    func collections() {
        let plan = ContainerPlan(
            name: "FeatureContainer", protocolName: "FeatureContaining",
            parents: [.init(memberName: "appContainer", typeName: "AppContainer")],
            collections: [
                CollectionPlan(memberName: "array_Plugin", typeText: "[Plugin]", isDictionary: false, elements: [
                    .init(value: ValueReference(path: ["appContainer", "analyticsPlugin"])),
                    .init(value: ValueReference(path: ["themePlugin"])),
                ]),
                CollectionPlan(memberName: "dictionary_Int_Handler", typeText: "[Int: Handler]", isDictionary: true, elements: [
                    .init(value: ValueReference(path: ["home"]), key: 1),
                    .init(value: ValueReference(path: ["settings"]), key: -2),
                ]),
                CollectionPlan(memberName: "dictionary_String_Handler", typeText: "[String: Handler]", isDictionary: true, elements: [
                    .init(value: ValueReference(path: ["settings"]), key: "settings"),
                ]),
                CollectionPlan(memberName: "array_Panel", typeText: "[Panel]", isDictionary: false, elements: []),
                CollectionPlan(memberName: "dictionary_String_Panel", typeText: "[String: Panel]", isDictionary: true, elements: []),
            ])
        let text = ContainerRenderer(configuration: .init(accessLevel: "public", indentation: .init(style: .tab, size: 1)))
            .render(plan)
        #expect(text == """
            \(header)
            import Foundation

            public class FeatureContainer: FeatureContaining {

            \tpublic unowned let appContainer: AppContainer

            \tpublic init(appContainer: AppContainer) {
            \t\tself.appContainer = appContainer
            \t}

            \tpublic var array_Plugin: [Plugin] {
            \t\treturn [
            \t\t\tself.appContainer.analyticsPlugin,
            \t\t\tself.themePlugin,
            \t\t]
            \t}

            \tpublic var dictionary_Int_Handler: [Int: Handler] {
            \t\treturn [
            \t\t\t1: self.home,
            \t\t\t-2: self.settings,
            \t\t]
            \t}

            \tpublic var dictionary_String_Handler: [String: Handler] {
            \t\treturn [
            \t\t\t"settings": self.settings,
            \t\t]
            \t}

            \tpublic var array_Panel: [Panel] {
            \t\treturn []
            \t}

            \tpublic var dictionary_String_Panel: [String: Panel] {
            \t\treturn [:]
            \t}

            }

            """)
    }

    @Test("the same sources give the same bytes: elements in DIGraph's order, collections sorted by type")
    func deterministic() {
        let source = appContainerSource + """
            // @saber.scope(App)
            // @di.into([Zed])
            // @di.into([Alpha])
            final class B: Zed, Alpha {}

            // @saber.scope(App)
            // @di.into([Zed])
            final class A: Zed {}
            """
        let first = generatedText(source)
        #expect(first == generatedText(source))
        let alpha = first.range(of: "var array_Alpha")
        let zed = first.range(of: "var array_Zed")
        #expect(alpha != nil && zed != nil && alpha!.lowerBound < zed!.lowerBound, "\(first)")
        #expect(first.contains("""
                    return [
                        self.b,
                        self.a,
                    ]
            """), "\(first)")
    }
}
