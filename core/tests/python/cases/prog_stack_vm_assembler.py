from enum import Enum, auto


class Op(Enum):
    PUSH = auto()
    POP = auto()
    ADD = auto()
    SUB = auto()
    MUL = auto()
    DIV = auto()
    DUP = auto()
    SWAP = auto()
    JMP = auto()
    JZ = auto()
    PRINT = auto()
    CALL = auto()
    RET = auto()
    HALT = auto()
    LOAD = auto()
    STORE = auto()
    LT = auto()


class VMError(Exception):
    pass


def assemble(src):
    labels = {}
    lines = []
    for raw in src.splitlines():
        line = raw.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(lines)
            continue
        lines.append(line.split())
    program = []
    for parts in lines:
        try:
            op = Op[parts[0].upper()]
        except KeyError:
            raise VMError(f"unknown instruction {parts[0]!r}") from None
        arg = None
        if len(parts) > 1:
            a = parts[1]
            arg = labels[a] if a in labels else int(a) if a.lstrip("-").isdigit() else a
        program.append((op, arg))
    return program


def run(program, max_steps=10_000, trace=False):
    stack, calls, mem, out = [], [], {}, []
    pc = steps = 0
    while True:
        if steps >= max_steps:
            raise VMError("step limit exceeded")
        steps += 1
        op, arg = program[pc]
        pc += 1
        if trace:
            print(f"  {pc - 1:3d} {op.name:<6} {arg!s:<6} {stack}")
        match op:
            case Op.PUSH:
                stack.append(arg)
            case Op.POP:
                stack.pop()
            case Op.ADD | Op.SUB | Op.MUL | Op.DIV | Op.LT:
                if len(stack) < 2:
                    raise VMError(f"stack underflow at {pc - 1} ({op.name})")
                b, a = stack.pop(), stack.pop()
                if op is Op.DIV and b == 0:
                    raise VMError("division by zero")
                stack.append({Op.ADD: a + b, Op.SUB: a - b, Op.MUL: a * b,
                              Op.DIV: a // b if op is Op.DIV else 0, Op.LT: int(a < b)}[op])
            case Op.DUP:
                stack.append(stack[-1])
            case Op.SWAP:
                stack[-1], stack[-2] = stack[-2], stack[-1]
            case Op.JMP:
                pc = arg
            case Op.JZ:
                if stack.pop() == 0:
                    pc = arg
            case Op.PRINT:
                out.append(stack.pop())
            case Op.CALL:
                calls.append(pc)
                pc = arg
            case Op.RET:
                pc = calls.pop()
            case Op.LOAD:
                stack.append(mem.get(arg, 0))
            case Op.STORE:
                mem[arg] = stack.pop()
            case Op.HALT:
                return out, steps, mem


FACT = """
    push 10
    store n
    push 1
    store acc
loop:
    load n
    jz done
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
    halt
"""
out, steps, mem = run(assemble(FACT))
print(out, steps, mem)

FIB = """
    push 0
    store a
    push 1
    store b
    push 12
    store k
again:
    load k
    jz end
    load a
    print
    call step      ; advance pair
    load k
    push 1
    sub
    store k
    jmp again
step:
    load a
    load b
    dup
    store a
    add
    store b
    ret
end:
    halt
"""
print(run(assemble(FIB))[0])
print(run(assemble("push 2\npush 3\nlt\nprint\npush 7\npush 2\ndiv\nprint\nhalt"), trace=True)[0])
for bad in ["push 1\nadd\nhalt", "push 1\npush 0\ndiv\nhalt", "frob 3", "top:\njmp top"]:
    try:
        run(assemble(bad), max_steps=50)
    except VMError as e:
        print("VMError:", e)
