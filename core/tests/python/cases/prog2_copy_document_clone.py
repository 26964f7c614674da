"""Cloning a document model: shallow vs deep copies, shared references, cycles and custom hooks."""
import copy


class Style:
    def __init__(self, font, size):
        self.font, self.size = font, size

    def __repr__(self):
        return f"Style({self.font!r}, {self.size})"


class Node:
    counter = 0

    def __init__(self, text, style, parent=None):
        Node.counter += 1
        self.id = Node.counter
        self.text, self.style, self.parent, self.children = text, style, parent, []
        if parent:
            parent.children.append(self)

    def __deepcopy__(self, memo):
        clone = Node.__new__(Node)
        memo[id(self)] = clone
        Node.counter += 1
        clone.id = Node.counter
        clone.text = self.text
        clone.style = copy.deepcopy(self.style, memo)
        clone.parent = copy.deepcopy(self.parent, memo)
        clone.children = copy.deepcopy(self.children, memo)
        return clone

    def __copy__(self):
        clone = Node.__new__(Node)
        clone.__dict__.update(self.__dict__)
        clone.children = list(self.children)
        return clone

    def dump(self, depth=0):
        print("  " * depth + f"#{self.id} {self.text} {self.style}")
        for c in self.children:
            c.dump(depth + 1)


body = Style("serif", 11)
root = Node("doc", Style("sans", 14))
sec = Node("section", body, root)
Node("para 1", body, sec)
Node("para 2", body, sec)

shallow = copy.copy(root)
deep = copy.deepcopy(root)
deep.children[0].children[0].style.size = 9
deep.children[0].children[0].text = "para 1 (edited)"
shallow.children.append(Node("appendix", body))
root.dump()
deep.dump()
print(len(root.children), len(shallow.children), shallow.children[0] is root.children[0])
d_sec = deep.children[0]
print(d_sec.parent is deep, d_sec.children[0].style is d_sec.children[1].style, d_sec.children[0].style is body)

config = {"name": "app", "layers": [[1, 2], [3]], "meta": {"tags": {"a", "b"}}, "t": (1, [2])}
config["self"] = config
pair_t = (1, 2, "x", None)
c1 = copy.copy(config)
c2 = copy.deepcopy(config)
c1["layers"].append([4])
c2["layers"][0].append(99)
print(config["layers"], c2["layers"], c2["self"] is c2, c1["self"] is config, c2["t"] is config["t"], pair_t is copy.deepcopy(pair_t))
shared = [0]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is shared)


class Settings:
    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __reduce_ex__(self, proto):
        return (Settings, (), dict(self.__dict__))

    def __repr__(self):
        return f"Settings({sorted(self.__dict__.items())})"


s = Settings(debug=True, paths=["/a"])
s2 = copy.deepcopy(s)
s2.paths.append("/b")
print(s, s2, copy.copy(s).paths is s.paths)
print(copy.replace if hasattr(copy, "replace") else "no copy.replace in 3.11")


class NoCopy:
    def __deepcopy__(self, memo):
        raise copy.Error("NoCopy objects cannot be deep-copied")


try:
    copy.deepcopy({"x": NoCopy()})
except copy.Error as e:
    print("copy.Error", e)
import threading
try:
    copy.deepcopy(threading.Lock())
except TypeError as e:
    print("TypeError", e)
