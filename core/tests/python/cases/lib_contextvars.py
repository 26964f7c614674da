import contextvars
import asyncio

var = contextvars.ContextVar("var", default=42)
plain = contextvars.ContextVar("plain")
print(var.name, var.get(), var.get(7), plain.get("fallback"))
try:
    plain.get()
except LookupError as e:
    print("LookupError", type(e.args[0]).__name__, e.args[0] is plain)
t = var.set(1)
print(var.get(), t.var is var, t.old_value, t.old_value is contextvars.Token.MISSING, contextvars.Token.MISSING)
t2 = var.set(2)
print(var.get(), t2.old_value)
var.reset(t2)
print(var.get())
var.reset(t)
print(var.get())
for bad in [lambda: var.reset(t), lambda: plain.reset(var.set(5)), lambda: var.reset("x")]:
    try:
        bad()
    except (RuntimeError, ValueError, TypeError) as e:
        print(type(e).__name__, str(e).split(" at ")[0].split(" var=")[0])

ctx = contextvars.copy_context()
print(var in ctx, len(ctx), ctx.get(var, "absent"))


def inside(x):
    var.set(x)
    plain.set("in")
    return var.get() * 2


print(ctx.run(inside, 10), var.get(), ctx[var], ctx[plain], sorted(v.name for v in ctx), len(ctx))
print(sorted(str(v) for v in ctx.values()), ctx.get(plain))
try:
    ctx.run(lambda: ctx.run(lambda: None))
except RuntimeError as e:
    print("RuntimeError", str(e).split(":")[0])
c2 = ctx.copy()
c2.run(var.set, 99)
print(ctx[var], c2[var], ctx == ctx.copy())
try:
    ctx[plain.__class__("other")]
except KeyError:
    print("KeyError")
try:
    class Sub(contextvars.ContextVar):
        pass
except TypeError as e:
    print("TypeError", e)

# Each asyncio task runs in a copy of the context current when it was made
request = contextvars.ContextVar("request", default="none")


async def handler(name, delay):
    request.set(name)
    await asyncio.sleep(delay)
    return f"{name}:{request.get()}"


async def main():
    request.set("main")
    results = await asyncio.gather(handler("a", 0.02), handler("b", 0.01), handler("c", 0))
    print(results, request.get())
    ctx = contextvars.copy_context()
    ctx.run(request.set, "custom")
    task = asyncio.get_running_loop().create_task(report(), context=ctx)
    print(await task, request.get())


async def report():
    return request.get()


asyncio.run(main())
print(request.get())
