from enum import IntEnum
import struct


class Op(IntEnum):
    PUSH = 1
    POP = 2
    ADD = 3
    SUB = 4
    MUL = 5
    DIV = 6
    DUP = 7
    SWAP = 8
    JMP = 9
    JZ = 10
    LOAD = 11
    STORE = 12
    PRINT = 13
    HALT = 14
    CALL = 15
    RET = 16
    LT = 17


ARGS = {Op.PUSH, Op.JMP, Op.JZ, Op.LOAD, Op.STORE, Op.CALL}


class VMError(RuntimeError):
    def __init__(self, msg, pc):
        super().__init__(f"{msg} at pc={pc}")
        self.pc = pc


def assemble(src):
    labels, code, fixups = {}, [], []
    for raw in src.strip().splitlines():
        line = raw.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(code)
            continue
        name, *rest = line.split()
        op = Op[name.upper()]
        code.append(op)
        if op in ARGS:
            arg = rest[0]
            if arg.lstrip("-").isdigit():
                code.append(int(arg))
            else:
                fixups.append((len(code), arg))
                code.append(0)
    for pos, label in fixups:
        code[pos] = labels[label]
    return code


def encode(code):
    return struct.pack(f"<{len(code)}i", *code)


def run(code, trace=False, limit=10000):
    stack, mem, calls, out = [], {}, [], []
    pc = steps = 0
    while True:
        steps += 1
        if steps > limit:
            raise VMError("step limit", pc)
        op = Op(code[pc])
        pc += 1
        if op in ARGS:
            arg = code[pc]
            pc += 1
        if trace:
            print(f"  {pc:3d} {op.name:<5} {stack}")
        try:
            match op:
                case Op.PUSH:
                    stack.append(arg)
                case Op.POP:
                    stack.pop()
                case Op.ADD | Op.SUB | Op.MUL | Op.DIV | Op.LT:
                    b, a = stack.pop(), stack.pop()
                    stack.append({Op.ADD: lambda: a + b, Op.SUB: lambda: a - b, Op.MUL: lambda: a * b,
                                  Op.DIV: lambda: a // b, Op.LT: lambda: int(a < b)}[op]())
                case Op.DUP:
                    stack.append(stack[-1])
                case Op.SWAP:
                    stack[-1], stack[-2] = stack[-2], stack[-1]
                case Op.JMP:
                    pc = arg
                case Op.JZ:
                    if stack.pop() == 0:
                        pc = arg
                case Op.LOAD:
                    stack.append(mem.get(arg, 0))
                case Op.STORE:
                    mem[arg] = stack.pop()
                case Op.PRINT:
                    out.append(stack.pop())
                case Op.CALL:
                    calls.append(pc)
                    pc = arg
                case Op.RET:
                    pc = calls.pop()
                case Op.HALT:
                    return out, steps, stack
        except IndexError:
            raise VMError("stack underflow", pc) from None
        except ZeroDivisionError as e:
            raise VMError(str(e), pc) from e


FACT = """
    push 10
    store 0      ; n
    push 1
    store 1      ; acc
loop:
    load 0
    jz end
    load 1
    load 0
    mul
    store 1
    load 0
    push 1
    sub
    store 0
    jmp loop
end:
    load 1
    print
    push 7
    call square
    print
    halt
square:
    dup
    mul
    ret
"""
code = assemble(FACT)
print(code[:12], len(code))
blob = encode(code)
print(len(blob), blob[:8].hex(), list(struct.unpack_from("<3i", blob, 4)))
print(run(code))

FIBS = """
    push 0
    store 0
    push 1
    store 1
    push 0
    store 2
again:
    load 2
    push 12
    lt
    jz done
    load 0
    print
    load 0
    load 1
    dup
    store 0
    add
    store 1
    load 2
    push 1
    add
    store 2
    jmp again
done:
    halt
"""
print(run(assemble(FIBS))[0])
print(run(assemble("push 2\npush 3\nswap\nsub\nprint\nhalt"), trace=True))
for bad in ("push 1\npush 0\ndiv\nhalt", "add\nhalt", "loop:\njmp loop", "push 1\nfrob\n"):
    try:
        run(assemble(bad))
    except VMError as e:
        print(f"VMError: {e} (cause={e.__cause__!r}, pc={e.pc})")
    except KeyError as e:
        print("unknown op", e)
print(Op.ADD + 1, Op(5).name, Op.HALT > Op.PRINT, [o.name for o in Op if o.value % 5 == 0])
