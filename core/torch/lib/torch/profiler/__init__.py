"""torch.profiler over the run's trace (core/torch/src/profiler.rs).

`profile` collects the ops the program dispatches while it is active; `key_averages().table()`
prints them as PyTorch's profiler does, with the TPU's columns where PyTorch shows CUDA's.
Every time is the playground's model, not a measurement: the CPU columns are the eager mode's
modelled host time (per op and per kernel launch), the TPU columns the kernels' modelled time
on the chip. `export_chrome_trace` writes Chrome's Trace Event format (Perfetto, chrome://tracing)
with host, TPU, compile and ICI lanes (core/emu/src/trace/chrome.rs). A schedule is honoured (wait, warmup, active, repeat, skip_first).
"""
import torch_tpu


class ProfilerActivity:
    CPU = "CPU"
    CUDA = "CUDA"
    XPU = "XPU"
    MTIA = "MTIA"
    PrivateUse1 = "PrivateUse1"
    TPU = "TPU"


class ProfilerAction:
    NONE = 0
    WARMUP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3


def schedule(*, wait, active, warmup=0, repeat=0, skip_first=0, skip_first_wait=0):
    """PyTorch's schedule: skip_first steps, then cycles of wait, warmup and active steps."""
    if wait < 0 or warmup < 0 or active <= 0 or repeat < 0 or skip_first < 0:
        raise AssertionError("Invalid profiler schedule arguments")
    span = wait + warmup + active

    def action(step):
        if step < skip_first:
            return ProfilerAction.NONE
        step -= skip_first
        if repeat > 0 and step // span >= repeat:
            return ProfilerAction.NONE
        pos = step % span
        if pos < wait:
            return ProfilerAction.NONE
        if pos < wait + warmup:
            return ProfilerAction.WARMUP
        return ProfilerAction.RECORD if pos < span - 1 else ProfilerAction.RECORD_AND_SAVE

    return action


def _always(step):
    return ProfilerAction.RECORD


class _Range:
    def __init__(self, name, start):
        self.name, self.start, self.end = name, start, None


_ranges = []


class record_function:
    """A named range: its row in the table totals the ops inside it."""

    def __init__(self, name, args=None):
        self.name = name
        self._range = None

    def __enter__(self):
        self._range = _Range(self.name, torch_tpu._profiler_seq())
        _ranges.append(self._range)
        return self

    def __exit__(self, *exc):
        self._range.end = torch_tpu._profiler_seq()
        return False

    def __call__(self, fn):
        def wrapped(*args, **kwargs):
            with record_function(self.name):
                return fn(*args, **kwargs)

        wrapped.__name__ = fn.__name__
        return wrapped


def _format_time(us):
    if us >= 1e6:
        return "%.3fs" % (us / 1e6)
    if us >= 1e3:
        return "%.3fms" % (us / 1e3)
    return "%.3fus" % us


class FunctionEvent:
    """One op (or named range) of a profile; times in microseconds, as PyTorch keeps them."""

    def __init__(self, name, seq, line, shapes, cpu_us, device_us, flops, user=False):
        self.key = self.name = name
        self.id, self.line, self.input_shapes = seq, line, shapes
        self.self_cpu_time_total, self.cpu_time_total = cpu_us, cpu_us
        self.self_device_time_total, self.device_time_total = device_us, device_us
        self.flops, self.count, self.is_user_annotation = flops, 1, user

    @property
    def cpu_time(self):
        return self.cpu_time_total / self.count

    @property
    def device_time(self):
        return self.device_time_total / self.count

    cuda_time = device_time
    self_cuda_time_total = property(lambda self: self.self_device_time_total)
    cuda_time_total = property(lambda self: self.device_time_total)

    def __repr__(self):
        return "<FunctionEvent key=%s self_cpu_time=%s cpu_time=%s self_device_time=%s count=%d>" % (
            self.key, _format_time(self.self_cpu_time_total), _format_time(self.cpu_time_total),
            _format_time(self.self_device_time_total), self.count)


class FunctionEventAvg(FunctionEvent):
    def add(self, other):
        self.count += other.count
        self.self_cpu_time_total += other.self_cpu_time_total
        self.cpu_time_total += other.cpu_time_total
        self.self_device_time_total += other.self_device_time_total
        self.device_time_total += other.device_time_total
        self.flops += other.flops
        return self


_SORT = {"cuda_time_total": "device_time_total", "self_cuda_time_total": "self_device_time_total",
         "tpu_time_total": "device_time_total", "self_tpu_time_total": "self_device_time_total",
         "cuda_time": "device_time", "tpu_time": "device_time"}


class EventList:
    """A list of events (PyTorch's subclasses list; the playground cannot subclass builtins yet)."""

    def __init__(self, events=()):
        self._events = list(events)
        self._shapes = False

    def __iter__(self):
        return iter(self._events)

    def __len__(self):
        return len(self._events)

    def __getitem__(self, i):
        return self._events[i]

    def append(self, e):
        self._events.append(e)

    def __repr__(self):
        return repr(self._events)

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        rows = list(self)
        if sort_by is not None:
            key = _SORT.get(sort_by, sort_by)
            rows.sort(key=lambda e: getattr(e, key), reverse=True)
        if row_limit is not None and row_limit > 0:
            rows = rows[:row_limit]
        self_cpu = sum(e.self_cpu_time_total for e in self) or 1.0
        self_dev = sum(e.self_device_time_total for e in self) or 1.0
        shapes = self._shapes
        name_w = min(max([len(e.key) for e in self] + [4]) + 4, max_name_column_width)
        cols = [("Name", name_w), ("Self CPU %", 12), ("Self CPU", 12), ("CPU total %", 12),
                ("CPU total", 12), ("CPU time avg", 12), ("Self TPU", 12), ("Self TPU %", 12),
                ("TPU total", 12), ("TPU time avg", 12), ("# of Calls", 12)]
        if shapes:
            cols.append(("Input Shapes", min(max([len(str(e.input_shapes)) for e in rows] + [12]) + 4,
                                            max_shapes_column_width)))
        rule = "".join("-" * w + "  " for _, w in cols)
        out = [] if header is None else [header]
        out += [rule, "".join(t.rjust(w) + "  " for t, w in cols), rule]
        for e in rows:
            name = e.key if len(e.key) <= name_w - 3 else e.key[: name_w - 6] + "..."
            cells = [name, "%.2f%%" % (100 * e.self_cpu_time_total / self_cpu),
                     _format_time(e.self_cpu_time_total),
                     "%.2f%%" % (100 * e.cpu_time_total / self_cpu), _format_time(e.cpu_time_total),
                     _format_time(e.cpu_time), _format_time(e.self_device_time_total),
                     "%.2f%%" % (100 * e.self_device_time_total / self_dev),
                     _format_time(e.device_time_total), _format_time(e.device_time), str(e.count)]
            if shapes:
                cells.append(str(e.input_shapes))
            out.append("".join(c.rjust(w) + "  " for c, (_, w) in zip(cells, cols)))
        out.append(rule)
        out.append("Self CPU time total: " + _format_time(sum(e.self_cpu_time_total for e in self)))
        out.append("Self TPU time total: " + _format_time(sum(e.self_device_time_total for e in self)))
        out.append("(modelled times: the eager mode's host costs and the chip's cost model)")
        return "\n".join(out) + "\n"

    def total_average(self):
        total = FunctionEventAvg("Total", 0, 0, [], 0.0, 0.0, 0)
        total.count = 0
        for e in self:
            total.add(e)
        return total


class profile:
    def __init__(self, *, activities=None, schedule=None, on_trace_ready=None, record_shapes=False,
                 profile_memory=False, with_stack=False, with_flops=False, with_modules=False,
                 experimental_config=None, execution_trace_observer=None, acc_events=False,
                 use_cuda=None, custom_trace_id_callback=None):
        self.schedule = schedule or _always
        self.on_trace_ready = on_trace_ready
        self.record_shapes = record_shapes
        self.step_num = 0
        self._ops = []
        self._ranges = []
        self._start = None
        self._action = ProfilerAction.NONE

    def start(self):
        del _ranges[:]
        self._enter_step()
        return self

    def stop(self):
        self._leave_step(final=True)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
        return False

    def step(self):
        self._leave_step(final=False)
        self.step_num += 1
        self._enter_step()

    def _enter_step(self):
        self._action = self.schedule(self.step_num)
        if self._action in (ProfilerAction.RECORD, ProfilerAction.RECORD_AND_SAVE):
            if self._start is None:
                self._ops, self._ranges = [], []
            self._start = torch_tpu._profiler_seq()

    def _leave_step(self, final):
        if self._start is not None and self._action in (ProfilerAction.RECORD,
                                                        ProfilerAction.RECORD_AND_SAVE):
            end = torch_tpu._profiler_seq()
            self._ops += [o for o in torch_tpu._profiler_ops(self._start) if o[1] <= end]
            self._ranges += [r for r in _ranges if r.start >= self._start]
            if self._action == ProfilerAction.RECORD_AND_SAVE or final:
                self._start = None
                if self.on_trace_ready is not None:
                    self.on_trace_ready(self)
                return
            self._start = end

    def events(self):
        out = EventList()
        for name, seq, line, shapes, host, dev, kernels, flops in self._ops:
            out.append(FunctionEvent(name, seq, line, shapes, host * 1e6, dev * 1e6, flops))
        for r in self._ranges:
            end = r.end if r.end is not None else torch_tpu._profiler_seq()
            inside = [o for o in self._ops if r.start < o[1] <= end]
            e = FunctionEvent(r.name, r.start, 0, [], sum(o[4] for o in inside) * 1e6,
                              sum(o[5] for o in inside) * 1e6, 0, user=True)
            e.self_cpu_time_total = e.self_device_time_total = 0.0
            out.append(e)
        return out

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0, group_by_overload_name=False):
        groups = {}
        order = []
        for e in self.events():
            k = (e.key, str(e.input_shapes)) if group_by_input_shape else e.key
            if k not in groups:
                a = FunctionEventAvg(e.key, e.id, e.line, e.input_shapes, 0.0, 0.0, 0, e.is_user_annotation)
                a.count = 0
                groups[k] = a
                order.append(k)
            groups[k].add(e)
        out = EventList(groups[k] for k in order)
        out._shapes = group_by_input_shape
        return out

    def export_chrome_trace(self, path):
        """Chrome's Trace Event format: host, TPU, compile and ICI lanes, as `tpu run --trace-format
        chrome` writes a whole run; the profiled ops and what happened between them."""
        since = self._ops[0][1] - 1 if self._ops else torch_tpu._profiler_seq()
        until = self._ops[-1][1] if self._ops else since
        with open(path, "w") as f:
            f.write(torch_tpu._profiler_chrome(since, until))

    def export_stacks(self, path, metric="self_cpu_time_total"):
        raise NotImplementedError("torch.profiler.profile.export_stacks is not supported in the playground yet")


def tensorboard_trace_handler(dir_name, worker_name=None, use_gzip=False):
    """An on_trace_ready that writes each saved trace as Chrome JSON into dir_name."""
    counter = [0]

    def handler(prof):
        import os

        counter[0] += 1
        name = (worker_name or "worker0") + "." + str(counter[0]) + ".pt.trace.json"
        prof.export_chrome_trace(os.path.join(dir_name, name))

    return handler
