#!/usr/bin/env python3
"""The language's share of the page's .wasm: the code of the Python compiler and VM.

Reads the module's function bodies (code section) and their names (the `name` section, which
wasm-bindgen keeps demangled), sums the bodies of the language's functions (`tpu_core::script::`,
the ruff parser crates, and generic code instantiated for them, whose names mention them), and
compresses those bodies with brotli (quality 11, Node's zlib) next to the whole file:

    TPU_WASM_NAMES=1 bash scripts/build_web.sh && python3 scripts/wasm_size.py [dist/pkg/tpu_web_bg.wasm]

Data (string constants such as CPython's error messages) is not attributed to functions and is
left out of the share; the report prints the data section's size so the bound is visible.
"""
import os
import subprocess
import sys

LANGUAGE = ("tpu_core::script::", "ruff_python_parser", "ruff_python_ast", "ruff_text_size",
            "ruff_python_trivia", "ruff_source_file", "unicode_ident", "unicode_normalization")


def leb(buf, i):
    result = shift = 0
    while True:
        b = buf[i]
        i += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, i


def sections(buf):
    assert buf[:4] == b"\0asm", "not a wasm module"
    i = 8
    while i < len(buf):
        sid = buf[i]
        size, j = leb(buf, i + 1)
        yield sid, buf[j:j + size]
        i = j + size


def imported_functions(payload):
    count, i = leb(payload, 0)
    funcs = 0
    for _ in range(count):
        for _ in range(2):  # module name, field name
            n, i = leb(payload, i)
            i += n
        kind = payload[i]
        i += 1
        if kind == 0:  # function: type index
            _, i = leb(payload, i)
            funcs += 1
        elif kind == 1:  # table: reftype, limits
            i += 1
            flags, i = leb(payload, i)
            _, i = leb(payload, i)
            if flags & 1:
                _, i = leb(payload, i)
        elif kind == 2:  # memory: limits
            flags, i = leb(payload, i)
            _, i = leb(payload, i)
            if flags & 1:
                _, i = leb(payload, i)
        elif kind == 3:  # global: valtype, mutability
            i += 2
        elif kind == 4:  # tag
            i += 1
            _, i = leb(payload, i)
    return funcs


def bodies(payload):
    count, i = leb(payload, 0)
    out = []
    for _ in range(count):
        size, j = leb(payload, i)
        out.append(payload[j:j + size])
        i = j + size
    return out


def function_names(payload):
    names = {}
    i = 0
    while i < len(payload):
        sub = payload[i]
        size, j = leb(payload, i + 1)
        if sub == 1:
            count, k = leb(payload, j)
            for _ in range(count):
                idx, k = leb(payload, k)
                n, k = leb(payload, k)
                names[idx] = payload[k:k + n].decode("utf-8", "replace")
                k += n
        i = j + size
    return names


def brotli_size(data):
    js = ("const z=require('zlib');let b=[];process.stdin.on('data',d=>b.push(d));"
          "process.stdin.on('end',()=>{const o=z.brotliCompressSync(Buffer.concat(b),"
          "{params:{[z.constants.BROTLI_PARAM_QUALITY]:11}});console.log(o.length)})")
    return int(subprocess.run(["node", "-e", js], input=data, capture_output=True, check=True).stdout)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join("dist", "pkg", "tpu_web_bg.wasm")
    buf = open(path, "rb").read()
    imports, code, names, data_size = 0, [], {}, 0
    for sid, payload in sections(buf):
        if sid == 2:
            imports = imported_functions(payload)
        elif sid == 10:
            code = bodies(payload)
        elif sid == 11:
            data_size = len(payload)
        elif sid == 0:
            n, k = leb(payload, 0)
            if payload[k:k + n] == b"name":
                names = function_names(payload[k + n:])
    if not names:
        sys.exit(f"{path} has no name section: build it with names kept (TPU_WASM_NAMES=1 bash scripts/build_web.sh)")
    lang, rest = bytearray(), bytearray()
    for i, body in enumerate(code):
        name = names.get(imports + i, "")
        (lang if any(p in name for p in LANGUAGE) else rest).extend(body)
    total_br = brotli_size(buf)
    code_br = brotli_size(bytes(lang) + bytes(rest))
    lang_br = brotli_size(bytes(lang))
    print(f"{path}: {len(buf)} bytes raw, {total_br} bytes brotli (q11)")
    print(f"code section: {len(lang) + len(rest)} bytes in {len(code)} functions; data section: {data_size} bytes")
    print(f"language (compiler + VM + parser): {len(lang)} bytes of code raw, {lang_br} bytes brotli alone "
          f"({lang_br / 1e6:.3f} MB; target under 0.6 MB)")
    print(f"the rest of the code: {len(rest)} bytes raw; all code together {code_br} bytes brotli")


if __name__ == "__main__":
    main()
