"""The compiler's index store, read through the toolchain's libIndexStore with ctypes (standard library only).

A unit is one compilation of one source file; its record lists every occurrence of a symbol in that file: the
USR, the roles (declaration, reference, implicit…) and the line and column (UTF-8 bytes, from 1), which is what
the compiler resolved, implicit references included.
"""

import ctypes
import os
from dataclasses import dataclass

# indexstore.h
ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, ROLE_IMPLICIT = 1 << 0, 1 << 1, 1 << 2, 1 << 8
DEPENDENCY_RECORD = 2
SUBKIND_GENERIC_PARAMETER = 1013


class IndexStoreError(Exception):
    pass


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


@dataclass(frozen=True)
class Reference:
    path: str
    line: int
    column: int
    usr: str
    name: str
    implicit: bool
    generic_parameter: bool


@dataclass
class UnitSummary:
    main_file: str
    module_name: str
    modification_time: int
    records: list            # record names for the main file
    toolchain_modules: set   # modules the unit imported from the toolchain


class IndexStore:
    """The compiler's index (`-index-store-path`) read through the toolchain's libIndexStore."""

    def __init__(self, library_path, store_path):
        self.lib = ctypes.CDLL(library_path)
        self._declare_functions()
        error = ctypes.c_void_p()
        self.store = self.lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
        if not self.store:
            raise IndexStoreError(f"cannot open the index store at {store_path}: "
                                  f"{self.lib.indexstore_error_get_description(error).decode()}")

    def _declare_functions(self):
        lib, pointer = self.lib, ctypes.c_void_p
        self.unit_callback = ctypes.CFUNCTYPE(ctypes.c_bool, pointer, StringRef)
        self.pointer_callback = ctypes.CFUNCTYPE(ctypes.c_bool, pointer, pointer)
        signatures = {
            "indexstore_error_get_description": (ctypes.c_char_p, [pointer]),
            "indexstore_store_create": (pointer, [ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_store_units_apply_f": (ctypes.c_bool, [pointer, ctypes.c_uint, pointer, self.unit_callback]),
            "indexstore_unit_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_unit_reader_dispose": (None, [pointer]),
            "indexstore_unit_reader_get_main_file": (StringRef, [pointer]),
            "indexstore_unit_reader_get_module_name": (StringRef, [pointer]),
            "indexstore_unit_reader_is_system_unit": (ctypes.c_bool, [pointer]),
            "indexstore_unit_reader_get_modification_time":
                (None, [pointer, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]),
            "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [pointer, pointer, self.pointer_callback]),
            "indexstore_unit_dependency_get_kind": (ctypes.c_int, [pointer]),
            "indexstore_unit_dependency_get_filepath": (StringRef, [pointer]),
            "indexstore_unit_dependency_get_name": (StringRef, [pointer]),
            "indexstore_record_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_record_reader_dispose": (None, [pointer]),
            "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [pointer, pointer, self.pointer_callback]),
            "indexstore_occurrence_get_symbol": (pointer, [pointer]),
            "indexstore_occurrence_get_roles": (ctypes.c_uint64, [pointer]),
            "indexstore_occurrence_get_line_col": (None, [pointer, ctypes.POINTER(ctypes.c_uint),
                                                          ctypes.POINTER(ctypes.c_uint)]),
            "indexstore_symbol_get_usr": (StringRef, [pointer]),
            "indexstore_symbol_get_name": (StringRef, [pointer]),
            "indexstore_symbol_get_subkind": (ctypes.c_int, [pointer]),
        }
        for name, (result, arguments) in signatures.items():
            function = getattr(lib, name)
            function.restype, function.argtypes = result, arguments

    def units(self, toolchain_module_directory):
        names = []
        self.lib.indexstore_store_units_apply_f(self.store, 0, None,
                                                self.unit_callback(lambda _, name: names.append(name.text()) or True))
        for name in names:
            summary = self._read_unit(name, toolchain_module_directory)
            if summary:
                yield summary

    def _read_unit(self, name, toolchain_module_directory):
        lib, error = self.lib, ctypes.c_void_p()
        reader = lib.indexstore_unit_reader_create(self.store, name.encode(), ctypes.byref(error))
        if not reader:
            return None
        try:
            if lib.indexstore_unit_reader_is_system_unit(reader):
                return None
            main_file = lib.indexstore_unit_reader_get_main_file(reader).text()
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            summary = UnitSummary(main_file, lib.indexstore_unit_reader_get_module_name(reader).text(),
                                  seconds.value * 1_000_000_000 + nanoseconds.value, [], set())

            def visit(_, dependency):
                path = lib.indexstore_unit_dependency_get_filepath(dependency).text()
                if lib.indexstore_unit_dependency_get_kind(dependency) == DEPENDENCY_RECORD:
                    if path == main_file:
                        summary.records.append(lib.indexstore_unit_dependency_get_name(dependency).text())
                elif path.startswith(toolchain_module_directory + os.sep):
                    module = path[len(toolchain_module_directory) + 1:].split(os.sep, 1)[0]
                    if module.endswith(".swiftmodule"):
                        summary.toolchain_modules.add(module[:-len(".swiftmodule")])
                return True

            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, self.pointer_callback(visit))
            return summary
        finally:
            lib.indexstore_unit_reader_dispose(reader)

    def occurrences(self, record, path):
        """(references, USRs declared) of one source file's record."""
        lib, error = self.lib, ctypes.c_void_p()
        reader = lib.indexstore_record_reader_create(self.store, record.encode(), ctypes.byref(error))
        if not reader:
            raise IndexStoreError(f"cannot read index record {record} of {path}; delete the scratch folder and run "
                                  "again")
        references, declared = [], set()
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def visit(_, occurrence):
            roles = lib.indexstore_occurrence_get_roles(occurrence)
            symbol = lib.indexstore_occurrence_get_symbol(occurrence)
            usr = lib.indexstore_symbol_get_usr(symbol).text()
            if roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                declared.add(usr)
            elif roles & ROLE_REFERENCE:
                lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                references.append(Reference(path, line.value, column.value, usr,
                                            lib.indexstore_symbol_get_name(symbol).text(), bool(roles & ROLE_IMPLICIT),
                                            lib.indexstore_symbol_get_subkind(symbol) == SUBKIND_GENERIC_PARAMETER))
            return True

        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, self.pointer_callback(visit))
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return references, declared
