class VMError(Exception):
    pass
def assemble(src):
    prog, labels = [], {}
    for raw in src.strip().splitlines():
        line = raw.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(prog)
            continue
        op, *args = line.split()
        prog.append((op.upper(), [int(a) if a.lstrip("-").isdigit() else a for a in args]))
    return prog, labels
def run(src, trace=False, limit=1000):
    prog, labels = assemble(src)
    stack, pc, out, steps = [], 0, [], 0
    vars_ = {}
    while pc < len(prog):
        steps += 1
        if steps > limit:
            raise VMError("step limit")
        op, args = prog[pc]
        pc += 1
        if trace:
            print(f"  {pc - 1:02d} {op:<5} {args!s:<8} {stack}")
        match op:
            case "PUSH":
                stack.append(args[0])
            case "POP":
                stack.pop()
            case "DUP":
                stack.append(stack[-1])
            case "SWAP":
                stack[-1], stack[-2] = stack[-2], stack[-1]
            case "ADD" | "SUB" | "MUL" | "DIV" | "MOD" | "LT" | "EQ":
                b, a = stack.pop(), stack.pop()
                if op in ("DIV", "MOD") and b == 0:
                    raise VMError(f"division by zero at {pc - 1}")
                stack.append({"ADD": a + b, "SUB": a - b, "MUL": a * b, "DIV": a // b if op == "DIV" else 0,
                              "MOD": a % b if op == "MOD" else 0, "LT": int(a < b), "EQ": int(a == b)}[op])
            case "STORE":
                vars_[args[0]] = stack.pop()
            case "LOAD":
                stack.append(vars_[args[0]])
            case "JMP":
                pc = labels[args[0]]
            case "JZ":
                if stack.pop() == 0:
                    pc = labels[args[0]]
            case "PRINT":
                out.append(stack.pop())
            case "HALT":
                break
            case _:
                raise VMError(f"bad op {op!r}")
    return out, steps, stack
FACT = """
    push 1
    store acc
    push 10
    store n
loop:
    load n
    jz done      ; stop at zero
    load acc
    load n
    mul
    store acc
    load n
    push 1
    sub
    store n
    jmp loop
done:
    load acc
    print
"""
print(run(FACT))
FIZZ = """
    push 1
    store i
top:
    load i
    push 16
    lt
    jz end
    load i
    push 15
    mod
    jz fb
    load i
    print
    jmp next
fb:
    push -15
    print
next:
    load i
    push 1
    add
    store i
    jmp top
end:
"""
print(run(FIZZ)[0])
print(run("push 2\npush 3\nswap\nsub\ndup\nmul\nprint", trace=True))
for bad in ["push 1\npush 0\ndiv", "frob", "top:\njmp top", "load q"]:
    try:
        run(bad)
    except VMError as e:
        print("VMError:", e)
    except KeyError as e:
        print("KeyError:", e)
