"""Per-request context with contextvars across asyncio tasks and copied contexts."""
import asyncio
import contextvars

request_id = contextvars.ContextVar("request_id", default="-")
user = contextvars.ContextVar("user")
trace = contextvars.ContextVar("trace", default=())


def log(msg):
    print(f"[{request_id.get()}|{user.get('anon')}] {msg} trace={'>'.join(trace.get())}")


def enter(step):
    return trace.set(trace.get() + (step,))


async def db_query(q):
    enter("db")
    await asyncio.sleep(0)
    log(f"query {q!r}")
    return len(q)


async def handle(rid, who):
    request_id.set(rid)
    if who:
        user.set(who)
    enter("handle")
    log("start")
    n = await db_query(f"select * from t where id={rid}")
    sub = await asyncio.create_task(db_query("audit"))
    log(f"done n={n} sub={sub}")
    return rid


async def main():
    results = await asyncio.gather(handle("r1", "ana"), handle("r2", None), handle("r3", "bo"))
    print(results)
    log("main after gather")


asyncio.run(main())
log("outside")
token = request_id.set("manual")
log("after set")
request_id.reset(token)
log("after reset")
ctx = contextvars.copy_context()
print(len(ctx) >= 1, request_id in ctx, ctx.get(user, "nouser"), sorted(v.name for v in ctx))


def in_ctx(x):
    request_id.set(f"ctx-{x}")
    user.set("ctxuser")
    log("inside run")
    return x * 2


print(ctx.run(in_ctx, 21), ctx[request_id], request_id.get())
log("unchanged outside")
try:
    user.get()
except LookupError as e:
    print("LookupError", e.args[0] is user)
try:
    request_id.reset(token)
except RuntimeError as e:
    print("RuntimeError", str(e).endswith("has already been used once"))
t2 = user.set("x")
print(t2.var is user, t2.old_value is contextvars.Token.MISSING, repr(request_id)[:32])
ctx2 = contextvars.Context()
print(len(ctx2), list(ctx2.keys()))
try:
    ctx.run(ctx.run, print, "nested")
except RuntimeError as e:
    print("RuntimeError", str(e).startswith("cannot enter context"), str(e).endswith("is already entered"))
