"""A tiny stack-based VM with an assembler, labels and calls."""
from dataclasses import dataclass
from enum import IntEnum


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
    CALL = 11
    RET = 12
    PRINT = 13
    HALT = 14
    LOAD = 15
    STORE = 16
    LT = 17
    OVER = 18


@dataclass
class Instr:
    op: Op
    arg: object = None

    def __str__(self):
        return f"{self.op.name:<6}{'' if self.arg is None else self.arg}"


class VMError(Exception):
    pass


def assemble(source):
    labels, pending = {}, []
    for raw in source.splitlines():
        line = raw.split(";", 1)[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(pending)
            continue
        name, *rest = line.split()
        try:
            op = Op[name.upper()]
        except KeyError:
            raise VMError(f"unknown opcode {name!r}") from None
        pending.append((op, rest[0] if rest else None))
    program = []
    for op, arg in pending:
        if arg is not None:
            if op in (Op.JMP, Op.JZ, Op.CALL):
                if arg not in labels:
                    raise VMError(f"undefined label {arg!r}")
                arg = labels[arg]
            elif op == Op.PUSH:
                arg = int(arg)
        program.append(Instr(op, arg))
    return program, labels


class VM:
    def __init__(self, program, max_steps=10_000):
        self.program = program
        self.stack = []
        self.calls = []
        self.memory = {}
        self.pc = 0
        self.steps = 0
        self.max_steps = max_steps
        self.output = []

    def pop(self):
        if not self.stack:
            raise VMError(f"stack underflow at pc={self.pc - 1}")
        return self.stack.pop()

    def run(self):
        binops = {Op.ADD: int.__add__, Op.SUB: int.__sub__, Op.MUL: int.__mul__, Op.LT: lambda a, b: int(a < b)}
        while True:
            if self.steps >= self.max_steps:
                raise VMError("step limit exceeded")
            instr = self.program[self.pc]
            self.pc += 1
            self.steps += 1
            op = instr.op
            if op in binops:
                b, a = self.pop(), self.pop()
                self.stack.append(binops[op](a, b))
            elif op == Op.DIV:
                b, a = self.pop(), self.pop()
                if b == 0:
                    raise VMError("division by zero")
                self.stack.append(a // b)
            elif op == Op.PUSH:
                self.stack.append(instr.arg)
            elif op == Op.POP:
                self.pop()
            elif op == Op.DUP:
                v = self.pop()
                self.stack += [v, v]
            elif op == Op.OVER:
                self.stack.append(self.stack[-2])
            elif op == Op.SWAP:
                b, a = self.pop(), self.pop()
                self.stack += [b, a]
            elif op == Op.JMP:
                self.pc = instr.arg
            elif op == Op.JZ:
                if self.pop() == 0:
                    self.pc = instr.arg
            elif op == Op.CALL:
                self.calls.append(self.pc)
                self.pc = instr.arg
            elif op == Op.RET:
                self.pc = self.calls.pop()
            elif op == Op.LOAD:
                self.stack.append(self.memory.get(instr.arg, 0))
            elif op == Op.STORE:
                self.memory[instr.arg] = self.pop()
            elif op == Op.PRINT:
                self.output.append(self.pop())
            elif op == Op.HALT:
                return self.output


FACT = """
    push 10
    call fact
    print
    push 0
    store i
loop:               ; print squares below 50
    load i
    dup
    mul
    dup
    push 50
    lt
    jz done
    print
    load i
    push 1
    add
    store i
    jmp loop
done:
    pop
    halt
fact:               ; n -> n!
    dup
    push 2
    lt
    jz recurse
    pop
    push 1
    ret
recurse:
    dup
    push 1
    sub
    call fact
    mul
    ret
"""

program, labels = assemble(FACT)
print(sorted(labels.items(), key=lambda kv: kv[1]))
for i, ins in enumerate(program[:6]):
    print(f"{i:3} {ins}")
vm = VM(program)
print(vm.run(), vm.steps, vm.memory, vm.stack)
print(Op.ADD + 1, Op(5).name, Op.HALT > Op.PUSH, list(Op)[:3], int(Op.LT), f"{Op.DIV}", repr(Op.SWAP))
bad_sources = ["push 1\nfrobnicate", "jmp nowhere", "add\nhalt", "push 1\npush 0\ndiv\nhalt", "top:\njmp top"]
for src in bad_sources:
    try:
        prog, _ = assemble(src)
        VM(prog, max_steps=500).run()
    except VMError as e:
        print("VMError:", e, "| cause:", e.__cause__)
