// 200 concrete types, so registration is measured as an app writes it (specialized code), not through a
// generic helper. Generated: for i in 0..<200 a `struct R<i>` and one `register` line each.
import DIRuntime

struct R0: Sendable {}
struct R1: Sendable {}
struct R2: Sendable {}
struct R3: Sendable {}
struct R4: Sendable {}
struct R5: Sendable {}
struct R6: Sendable {}
struct R7: Sendable {}
struct R8: Sendable {}
struct R9: Sendable {}
struct R10: Sendable {}
struct R11: Sendable {}
struct R12: Sendable {}
struct R13: Sendable {}
struct R14: Sendable {}
struct R15: Sendable {}
struct R16: Sendable {}
struct R17: Sendable {}
struct R18: Sendable {}
struct R19: Sendable {}
struct R20: Sendable {}
struct R21: Sendable {}
struct R22: Sendable {}
struct R23: Sendable {}
struct R24: Sendable {}
struct R25: Sendable {}
struct R26: Sendable {}
struct R27: Sendable {}
struct R28: Sendable {}
struct R29: Sendable {}
struct R30: Sendable {}
struct R31: Sendable {}
struct R32: Sendable {}
struct R33: Sendable {}
struct R34: Sendable {}
struct R35: Sendable {}
struct R36: Sendable {}
struct R37: Sendable {}
struct R38: Sendable {}
struct R39: Sendable {}
struct R40: Sendable {}
struct R41: Sendable {}
struct R42: Sendable {}
struct R43: Sendable {}
struct R44: Sendable {}
struct R45: Sendable {}
struct R46: Sendable {}
struct R47: Sendable {}
struct R48: Sendable {}
struct R49: Sendable {}
struct R50: Sendable {}
struct R51: Sendable {}
struct R52: Sendable {}
struct R53: Sendable {}
struct R54: Sendable {}
struct R55: Sendable {}
struct R56: Sendable {}
struct R57: Sendable {}
struct R58: Sendable {}
struct R59: Sendable {}
struct R60: Sendable {}
struct R61: Sendable {}
struct R62: Sendable {}
struct R63: Sendable {}
struct R64: Sendable {}
struct R65: Sendable {}
struct R66: Sendable {}
struct R67: Sendable {}
struct R68: Sendable {}
struct R69: Sendable {}
struct R70: Sendable {}
struct R71: Sendable {}
struct R72: Sendable {}
struct R73: Sendable {}
struct R74: Sendable {}
struct R75: Sendable {}
struct R76: Sendable {}
struct R77: Sendable {}
struct R78: Sendable {}
struct R79: Sendable {}
struct R80: Sendable {}
struct R81: Sendable {}
struct R82: Sendable {}
struct R83: Sendable {}
struct R84: Sendable {}
struct R85: Sendable {}
struct R86: Sendable {}
struct R87: Sendable {}
struct R88: Sendable {}
struct R89: Sendable {}
struct R90: Sendable {}
struct R91: Sendable {}
struct R92: Sendable {}
struct R93: Sendable {}
struct R94: Sendable {}
struct R95: Sendable {}
struct R96: Sendable {}
struct R97: Sendable {}
struct R98: Sendable {}
struct R99: Sendable {}
struct R100: Sendable {}
struct R101: Sendable {}
struct R102: Sendable {}
struct R103: Sendable {}
struct R104: Sendable {}
struct R105: Sendable {}
struct R106: Sendable {}
struct R107: Sendable {}
struct R108: Sendable {}
struct R109: Sendable {}
struct R110: Sendable {}
struct R111: Sendable {}
struct R112: Sendable {}
struct R113: Sendable {}
struct R114: Sendable {}
struct R115: Sendable {}
struct R116: Sendable {}
struct R117: Sendable {}
struct R118: Sendable {}
struct R119: Sendable {}
struct R120: Sendable {}
struct R121: Sendable {}
struct R122: Sendable {}
struct R123: Sendable {}
struct R124: Sendable {}
struct R125: Sendable {}
struct R126: Sendable {}
struct R127: Sendable {}
struct R128: Sendable {}
struct R129: Sendable {}
struct R130: Sendable {}
struct R131: Sendable {}
struct R132: Sendable {}
struct R133: Sendable {}
struct R134: Sendable {}
struct R135: Sendable {}
struct R136: Sendable {}
struct R137: Sendable {}
struct R138: Sendable {}
struct R139: Sendable {}
struct R140: Sendable {}
struct R141: Sendable {}
struct R142: Sendable {}
struct R143: Sendable {}
struct R144: Sendable {}
struct R145: Sendable {}
struct R146: Sendable {}
struct R147: Sendable {}
struct R148: Sendable {}
struct R149: Sendable {}
struct R150: Sendable {}
struct R151: Sendable {}
struct R152: Sendable {}
struct R153: Sendable {}
struct R154: Sendable {}
struct R155: Sendable {}
struct R156: Sendable {}
struct R157: Sendable {}
struct R158: Sendable {}
struct R159: Sendable {}
struct R160: Sendable {}
struct R161: Sendable {}
struct R162: Sendable {}
struct R163: Sendable {}
struct R164: Sendable {}
struct R165: Sendable {}
struct R166: Sendable {}
struct R167: Sendable {}
struct R168: Sendable {}
struct R169: Sendable {}
struct R170: Sendable {}
struct R171: Sendable {}
struct R172: Sendable {}
struct R173: Sendable {}
struct R174: Sendable {}
struct R175: Sendable {}
struct R176: Sendable {}
struct R177: Sendable {}
struct R178: Sendable {}
struct R179: Sendable {}
struct R180: Sendable {}
struct R181: Sendable {}
struct R182: Sendable {}
struct R183: Sendable {}
struct R184: Sendable {}
struct R185: Sendable {}
struct R186: Sendable {}
struct R187: Sendable {}
struct R188: Sendable {}
struct R189: Sendable {}
struct R190: Sendable {}
struct R191: Sendable {}
struct R192: Sendable {}
struct R193: Sendable {}
struct R194: Sendable {}
struct R195: Sendable {}
struct R196: Sendable {}
struct R197: Sendable {}
struct R198: Sendable {}
struct R199: Sendable {}

/// Registers 200 distinct concrete types, one factory each, as an app would.
func registerConcreteTypes(in container: DIRuntime.Container) {
    container.register(.unique) { _ in R0() }
    container.register(.unique) { _ in R1() }
    container.register(.unique) { _ in R2() }
    container.register(.unique) { _ in R3() }
    container.register(.unique) { _ in R4() }
    container.register(.unique) { _ in R5() }
    container.register(.unique) { _ in R6() }
    container.register(.unique) { _ in R7() }
    container.register(.unique) { _ in R8() }
    container.register(.unique) { _ in R9() }
    container.register(.unique) { _ in R10() }
    container.register(.unique) { _ in R11() }
    container.register(.unique) { _ in R12() }
    container.register(.unique) { _ in R13() }
    container.register(.unique) { _ in R14() }
    container.register(.unique) { _ in R15() }
    container.register(.unique) { _ in R16() }
    container.register(.unique) { _ in R17() }
    container.register(.unique) { _ in R18() }
    container.register(.unique) { _ in R19() }
    container.register(.unique) { _ in R20() }
    container.register(.unique) { _ in R21() }
    container.register(.unique) { _ in R22() }
    container.register(.unique) { _ in R23() }
    container.register(.unique) { _ in R24() }
    container.register(.unique) { _ in R25() }
    container.register(.unique) { _ in R26() }
    container.register(.unique) { _ in R27() }
    container.register(.unique) { _ in R28() }
    container.register(.unique) { _ in R29() }
    container.register(.unique) { _ in R30() }
    container.register(.unique) { _ in R31() }
    container.register(.unique) { _ in R32() }
    container.register(.unique) { _ in R33() }
    container.register(.unique) { _ in R34() }
    container.register(.unique) { _ in R35() }
    container.register(.unique) { _ in R36() }
    container.register(.unique) { _ in R37() }
    container.register(.unique) { _ in R38() }
    container.register(.unique) { _ in R39() }
    container.register(.unique) { _ in R40() }
    container.register(.unique) { _ in R41() }
    container.register(.unique) { _ in R42() }
    container.register(.unique) { _ in R43() }
    container.register(.unique) { _ in R44() }
    container.register(.unique) { _ in R45() }
    container.register(.unique) { _ in R46() }
    container.register(.unique) { _ in R47() }
    container.register(.unique) { _ in R48() }
    container.register(.unique) { _ in R49() }
    container.register(.unique) { _ in R50() }
    container.register(.unique) { _ in R51() }
    container.register(.unique) { _ in R52() }
    container.register(.unique) { _ in R53() }
    container.register(.unique) { _ in R54() }
    container.register(.unique) { _ in R55() }
    container.register(.unique) { _ in R56() }
    container.register(.unique) { _ in R57() }
    container.register(.unique) { _ in R58() }
    container.register(.unique) { _ in R59() }
    container.register(.unique) { _ in R60() }
    container.register(.unique) { _ in R61() }
    container.register(.unique) { _ in R62() }
    container.register(.unique) { _ in R63() }
    container.register(.unique) { _ in R64() }
    container.register(.unique) { _ in R65() }
    container.register(.unique) { _ in R66() }
    container.register(.unique) { _ in R67() }
    container.register(.unique) { _ in R68() }
    container.register(.unique) { _ in R69() }
    container.register(.unique) { _ in R70() }
    container.register(.unique) { _ in R71() }
    container.register(.unique) { _ in R72() }
    container.register(.unique) { _ in R73() }
    container.register(.unique) { _ in R74() }
    container.register(.unique) { _ in R75() }
    container.register(.unique) { _ in R76() }
    container.register(.unique) { _ in R77() }
    container.register(.unique) { _ in R78() }
    container.register(.unique) { _ in R79() }
    container.register(.unique) { _ in R80() }
    container.register(.unique) { _ in R81() }
    container.register(.unique) { _ in R82() }
    container.register(.unique) { _ in R83() }
    container.register(.unique) { _ in R84() }
    container.register(.unique) { _ in R85() }
    container.register(.unique) { _ in R86() }
    container.register(.unique) { _ in R87() }
    container.register(.unique) { _ in R88() }
    container.register(.unique) { _ in R89() }
    container.register(.unique) { _ in R90() }
    container.register(.unique) { _ in R91() }
    container.register(.unique) { _ in R92() }
    container.register(.unique) { _ in R93() }
    container.register(.unique) { _ in R94() }
    container.register(.unique) { _ in R95() }
    container.register(.unique) { _ in R96() }
    container.register(.unique) { _ in R97() }
    container.register(.unique) { _ in R98() }
    container.register(.unique) { _ in R99() }
    container.register(.unique) { _ in R100() }
    container.register(.unique) { _ in R101() }
    container.register(.unique) { _ in R102() }
    container.register(.unique) { _ in R103() }
    container.register(.unique) { _ in R104() }
    container.register(.unique) { _ in R105() }
    container.register(.unique) { _ in R106() }
    container.register(.unique) { _ in R107() }
    container.register(.unique) { _ in R108() }
    container.register(.unique) { _ in R109() }
    container.register(.unique) { _ in R110() }
    container.register(.unique) { _ in R111() }
    container.register(.unique) { _ in R112() }
    container.register(.unique) { _ in R113() }
    container.register(.unique) { _ in R114() }
    container.register(.unique) { _ in R115() }
    container.register(.unique) { _ in R116() }
    container.register(.unique) { _ in R117() }
    container.register(.unique) { _ in R118() }
    container.register(.unique) { _ in R119() }
    container.register(.unique) { _ in R120() }
    container.register(.unique) { _ in R121() }
    container.register(.unique) { _ in R122() }
    container.register(.unique) { _ in R123() }
    container.register(.unique) { _ in R124() }
    container.register(.unique) { _ in R125() }
    container.register(.unique) { _ in R126() }
    container.register(.unique) { _ in R127() }
    container.register(.unique) { _ in R128() }
    container.register(.unique) { _ in R129() }
    container.register(.unique) { _ in R130() }
    container.register(.unique) { _ in R131() }
    container.register(.unique) { _ in R132() }
    container.register(.unique) { _ in R133() }
    container.register(.unique) { _ in R134() }
    container.register(.unique) { _ in R135() }
    container.register(.unique) { _ in R136() }
    container.register(.unique) { _ in R137() }
    container.register(.unique) { _ in R138() }
    container.register(.unique) { _ in R139() }
    container.register(.unique) { _ in R140() }
    container.register(.unique) { _ in R141() }
    container.register(.unique) { _ in R142() }
    container.register(.unique) { _ in R143() }
    container.register(.unique) { _ in R144() }
    container.register(.unique) { _ in R145() }
    container.register(.unique) { _ in R146() }
    container.register(.unique) { _ in R147() }
    container.register(.unique) { _ in R148() }
    container.register(.unique) { _ in R149() }
    container.register(.unique) { _ in R150() }
    container.register(.unique) { _ in R151() }
    container.register(.unique) { _ in R152() }
    container.register(.unique) { _ in R153() }
    container.register(.unique) { _ in R154() }
    container.register(.unique) { _ in R155() }
    container.register(.unique) { _ in R156() }
    container.register(.unique) { _ in R157() }
    container.register(.unique) { _ in R158() }
    container.register(.unique) { _ in R159() }
    container.register(.unique) { _ in R160() }
    container.register(.unique) { _ in R161() }
    container.register(.unique) { _ in R162() }
    container.register(.unique) { _ in R163() }
    container.register(.unique) { _ in R164() }
    container.register(.unique) { _ in R165() }
    container.register(.unique) { _ in R166() }
    container.register(.unique) { _ in R167() }
    container.register(.unique) { _ in R168() }
    container.register(.unique) { _ in R169() }
    container.register(.unique) { _ in R170() }
    container.register(.unique) { _ in R171() }
    container.register(.unique) { _ in R172() }
    container.register(.unique) { _ in R173() }
    container.register(.unique) { _ in R174() }
    container.register(.unique) { _ in R175() }
    container.register(.unique) { _ in R176() }
    container.register(.unique) { _ in R177() }
    container.register(.unique) { _ in R178() }
    container.register(.unique) { _ in R179() }
    container.register(.unique) { _ in R180() }
    container.register(.unique) { _ in R181() }
    container.register(.unique) { _ in R182() }
    container.register(.unique) { _ in R183() }
    container.register(.unique) { _ in R184() }
    container.register(.unique) { _ in R185() }
    container.register(.unique) { _ in R186() }
    container.register(.unique) { _ in R187() }
    container.register(.unique) { _ in R188() }
    container.register(.unique) { _ in R189() }
    container.register(.unique) { _ in R190() }
    container.register(.unique) { _ in R191() }
    container.register(.unique) { _ in R192() }
    container.register(.unique) { _ in R193() }
    container.register(.unique) { _ in R194() }
    container.register(.unique) { _ in R195() }
    container.register(.unique) { _ in R196() }
    container.register(.unique) { _ in R197() }
    container.register(.unique) { _ in R198() }
    container.register(.unique) { _ in R199() }
}
