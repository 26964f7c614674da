"""A tiny shell: shlex splits command lines, builtins act on a fake filesystem."""
import shlex


class FakeFS:
    def __init__(self):
        self.files = {"/readme.txt": "hello world\nsecond line\n", "/notes/a b.txt": "spaced name\n"}
        self.cwd = "/"

    def resolve(self, path):
        if not path.startswith("/"):
            path = self.cwd.rstrip("/") + "/" + path
        return path


class Shell:
    def __init__(self):
        self.fs = FakeFS()
        self.env = {"USER": "ada", "HOME": "/home/ada"}
        self.history = []

    def expand(self, word):
        for k, v in self.env.items():
            word = word.replace("$" + k, v)
        return word

    def execute(self, line):
        self.history.append(line)
        try:
            words = shlex.split(line, comments=True)
        except ValueError as e:
            return f"parse error: {e}"
        if not words:
            return ""
        cmd, *args = [self.expand(w) for w in words]
        handler = getattr(self, "cmd_" + cmd, None)
        if handler is None:
            return f"{cmd}: command not found"
        return handler(args)

    def cmd_echo(self, args):
        return " ".join(args)

    def cmd_cat(self, args):
        out = []
        for a in args:
            p = self.fs.resolve(a)
            if p not in self.fs.files:
                out.append(f"cat: {a}: No such file")
            else:
                out.append(self.fs.files[p].rstrip("\n"))
        return "\n".join(out)

    def cmd_write(self, args):
        path, *text = args
        self.fs.files[self.fs.resolve(path)] = " ".join(text) + "\n"
        return f"wrote {len(' '.join(text)) + 1} bytes"

    def cmd_ls(self, args):
        return "\n".join(sorted(self.fs.files))

    def cmd_set(self, args):
        for a in args:
            k, _, v = a.partition("=")
            self.env[k] = v
        return ""

    def cmd_history(self, args):
        return "\n".join(f"{i:3} {shlex.quote(h)}" for i, h in enumerate(self.history, 1))


sh = Shell()
for line in [
    'echo hello   "big   world"  # a comment',
    "echo 'single quoted $USER' $USER",
    'cat /readme.txt "/notes/a b.txt" missing',
    'write /notes/todo.txt buy "oat milk"',
    "set GREETING=hi NAME='Grace Hopper'",
    "echo $GREETING, $NAME",
    "ls",
    'echo "unterminated',
    "frobnicate now",
    "",
    "history",
]:
    print(f"$ {line}")
    out = sh.execute(line)
    if out:
        print(out)

print(shlex.split("a\\ b 'c d' \"e\\\"f\""))
print(shlex.join(["rm", "-rf", "my dir", "it's"]))
lex = shlex.shlex("x = 10 + y_1; print('ok')", punctuation_chars=True)
print(list(lex))
lex = shlex.shlex("key=value other='two words'", posix=True)
lex.whitespace_split = True
print(list(lex))
