"""A text buffer with undoable commands (command pattern), bounded history and macro recording."""
from abc import ABC, abstractmethod
from collections import deque
from dataclasses import dataclass, field


class Command(ABC):
    @abstractmethod
    def do(self, buf): ...

    @abstractmethod
    def undo(self, buf): ...

    def __str__(self):
        return type(self).__name__.lower()


@dataclass
class Insert(Command):
    pos: int
    text: str

    def do(self, buf):
        if not 0 <= self.pos <= len(buf.text):
            raise IndexError(f"insert position {self.pos} outside 0..{len(buf.text)}")
        buf.text = buf.text[:self.pos] + self.text + buf.text[self.pos:]

    def undo(self, buf):
        buf.text = buf.text[:self.pos] + buf.text[self.pos + len(self.text):]


@dataclass
class Delete(Command):
    start: int
    end: int
    removed: str = field(default="", init=False)

    def do(self, buf):
        if self.start > self.end:
            raise ValueError("start after end")
        self.removed = buf.text[self.start:self.end]
        buf.text = buf.text[:self.start] + buf.text[self.end:]

    def undo(self, buf):
        buf.text = buf.text[:self.start] + self.removed + buf.text[self.start:]


@dataclass
class Replace(Command):
    old: str
    new: str
    count: int = field(default=0, init=False)

    def do(self, buf):
        self.count = buf.text.count(self.old)
        if not self.count:
            raise LookupError(f"{self.old!r} not found")
        self.before = buf.text
        buf.text = buf.text.replace(self.old, self.new)

    def undo(self, buf):
        buf.text = self.before


class Buffer:
    def __init__(self, text="", history=5):
        self.text = text
        self.undo_stack = deque(maxlen=history)
        self.redo_stack = []
        self.recording = None

    def run(self, cmd):
        cmd.do(self)
        self.undo_stack.append(cmd)
        self.redo_stack.clear()
        if self.recording is not None:
            self.recording.append(cmd)

    def undo(self):
        if not self.undo_stack:
            raise IndexError("nothing to undo")
        cmd = self.undo_stack.pop()
        cmd.undo(self)
        self.redo_stack.append(cmd)
        return cmd

    def redo(self):
        if not self.redo_stack:
            raise IndexError("nothing to redo")
        cmd = self.redo_stack.pop()
        cmd.do(self)
        self.undo_stack.append(cmd)
        return cmd


buf = Buffer("hello world")
steps = [lambda: buf.run(Insert(5, ",")), lambda: buf.run(Insert(len(buf.text), "!")), lambda: buf.run(Replace("o", "0")),
         lambda: buf.undo(), lambda: buf.undo(), lambda: buf.redo(), lambda: buf.run(Delete(0, 7)), lambda: buf.redo(),
         lambda: buf.run(Insert(99, "x")), lambda: buf.run(Replace("zzz", "y")), lambda: buf.run(Delete(3, 1)),
         lambda: buf.undo(), lambda: buf.undo(), lambda: buf.undo(), lambda: buf.undo()]
for i, step in enumerate(steps):
    try:
        r = step()
        print(f"{i:2} {buf.text!r:18} {'(' + str(r) + ')' if r else ''} undo={[str(c) for c in buf.undo_stack]} redo={len(buf.redo_stack)}")
    except (IndexError, ValueError, LookupError) as e:
        print(f"{i:2} {type(e).__name__}: {e}")

b2 = Buffer("a-b-c", history=2)
b2.recording = []
for c in [Replace("-", "+"), Insert(0, "["), Insert(6, "]")]:
    b2.run(c)
print(b2.text, len(b2.undo_stack), [str(c) for c in b2.recording], b2.recording[0])
b2.undo()
b2.undo()
try:
    b2.undo()
except IndexError as e:
    print(b2.text, "IndexError", e)
try:
    Command()
except TypeError as e:
    print("TypeError", e)
