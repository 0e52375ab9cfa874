// `ColdRegistrationBenchmark concrete-factory|concrete-autowired|concrete-swinject`: registration as at app launch,
// of 2,000 concrete classes registered one generated line each (ConcreteTypes.swift; ConcreteWiredTypes.swift for
// initializers of one parameter, auto-wired), each type's registration the first in the
// process (issue #20, "cold registration"). RuntimeBenchmark's `cold` mode does the same for 10,000 generic keys;
// `cold-registration.sh` runs both in fresh processes, alternating, and prints medians. Apart from RuntimeBenchmark
// because 2,000 specialized registrations take the optimizer over a minute.
//
// Prints one line of `name=value` figures per registration: `cold_*` for the first pass into a fresh container,
// `warm_*` for the same types again into a second fresh container (see RegistrationMeasurement).
import BenchmarkSupport
import DIRuntime
import Swinject
#if canImport(Glibc)
import Glibc
#endif

let mode = CommandLine.arguments.dropFirst().first ?? ""
let cold: RegistrationMeasurement
let warm: RegistrationMeasurement
switch mode {
case "concrete-factory":
    cold = .of(concreteCount, { DIRuntime.Container() }, registerDIRuntime)
    warm = .of(concreteCount, { DIRuntime.Container() }, registerDIRuntime)
case "concrete-autowired":
    cold = .of(concreteCount, { DIRuntime.Container() }, registerDIRuntimeWired)
    warm = .of(concreteCount, { DIRuntime.Container() }, registerDIRuntimeWired)
case "concrete-swinject":
    cold = .of(concreteCount, { Swinject.Container() }, registerSwinject)
    warm = .of(concreteCount, { Swinject.Container() }, registerSwinject)
default:
    print("usage: ColdRegistrationBenchmark concrete-factory|concrete-autowired|concrete-swinject")
    exit(2)
}
print("mode=\(mode) registrations=\(concreteCount) \(cold.fields("cold")) \(warm.fields("warm"))")
