class VMError(Exception):
    pass

def assemble(src):
    prog, labels = [], {}
    for raw in src.strip().splitlines():
        line = raw.split(";", 1)[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(prog)
            continue
        op, *args = line.split()
        prog.append((op.upper(), [int(a) if a.lstrip("-").isdigit() else a for a in args]))
    return prog, labels

def run(src, trace=False, limit=10000):
    prog, labels = assemble(src)
    stack, out, pc, steps, calls = [], [], 0, 0, []
    vars_ = {}
    binops = {"ADD": lambda a, b: a + b, "SUB": lambda a, b: a - b, "MUL": lambda a, b: a * b,
              "DIV": lambda a, b: a // b, "MOD": lambda a, b: a % b, "LT": lambda a, b: int(a < b), "EQ": lambda a, b: int(a == b)}
    while pc < len(prog):
        steps += 1
        if steps > limit:
            raise VMError("step limit exceeded")
        op, args = prog[pc]
        pc += 1
        if trace:
            print(f"  {pc - 1:3} {op:<6} {args} {stack}")
        try:
            if op == "PUSH":
                stack.append(args[0])
            elif op in binops:
                b, a = stack.pop(), stack.pop()
                stack.append(binops[op](a, b))
            elif op == "DUP":
                stack.append(stack[-1])
            elif op == "SWAP":
                stack[-1], stack[-2] = stack[-2], stack[-1]
            elif op == "POP":
                stack.pop()
            elif op == "STORE":
                vars_[args[0]] = stack.pop()
            elif op == "LOAD":
                stack.append(vars_[args[0]])
            elif op == "JMP":
                pc = labels[args[0]]
            elif op == "JZ":
                if stack.pop() == 0:
                    pc = labels[args[0]]
            elif op == "CALL":
                calls.append(pc)
                pc = labels[args[0]]
            elif op == "RET":
                pc = calls.pop()
            elif op == "PRINT":
                out.append(stack.pop())
            elif op == "HALT":
                break
            else:
                raise VMError(f"unknown op {op} at {pc - 1}")
        except IndexError:
            raise VMError(f"stack underflow at {pc - 1} ({op})") from None
        except KeyError as e:
            raise VMError(f"undefined {e.args[0]!r} at {pc - 1}") from None
        except ZeroDivisionError:
            raise VMError(f"division by zero at {pc - 1}") from None
    return out, steps

FACT = """
    push 1
    store acc
    push 10
    store n
loop:
    load n
    jz done        ; stop at zero
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
SUBR = """
    push 7
    call square
    print
    push -3
    call square
    print
    halt
square:
    dup
    mul
    ret
"""
print(run(SUBR))
print(run("push 2\npush 3\nlt\nprint\npush 5\npush 5\neq\nprint", trace=True))
for bad in ["add", "push 1\npush 0\ndiv", "load x", "jmp nowhere", "frob", "top:\njmp top"]:
    try:
        run(bad, limit=50)
    except VMError as e:
        print(type(e).__name__, e)
