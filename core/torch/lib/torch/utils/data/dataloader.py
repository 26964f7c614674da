"""DataLoader, as PyTorch's torch/utils/data/dataloader.py (with _utils/fetch.py and the worker
info of _utils/worker.py), run in the program's own process.

Each `iter(loader)` draws the loader's base seed from the default generator, as PyTorch's
`_BaseDataLoaderIter` does (`torch.empty((), dtype=torch.int64).random_()`), so the draws a
program makes after a loop over a DataLoader match PyTorch's. With `num_workers > 0` the workers
run in-process: batch k is fetched as worker k % num_workers (get_worker_info() says so while it
runs), an IterableDataset is iterated once per worker, and the batches come in PyTorch's order.
Each worker has its own torch and `random` generator states, seeded with base_seed + worker_id as
PyTorch seeds a worker process and swapped in while the worker runs: a random transform in a
dataset draws what it draws in PyTorch's worker, and a worker_init_fn that reseeds leaves the
program's generators alone.
"""
import math

import torch

from . import _utils
from ._utils.collate import default_collate, default_convert
from .dataset import IterableDataset
from .sampler import Sampler, SequentialSampler, RandomSampler, BatchSampler


class _DatasetKind:
    Map = 0
    Iterable = 1

    @staticmethod
    def create_fetcher(kind, dataset, auto_collation, collate_fn, drop_last):
        if kind == _DatasetKind.Map:
            return _MapDatasetFetcher(dataset, auto_collation, collate_fn, drop_last)
        return _IterableDatasetFetcher(dataset, auto_collation, collate_fn, drop_last)


class _InfiniteConstantSampler(Sampler):
    """The sampler of an IterableDataset: None, forever."""

    def __iter__(self):
        while True:
            yield None


class WorkerInfo:
    def __init__(self, id, num_workers, seed, dataset):
        self.id = id
        self.num_workers = num_workers
        self.seed = seed
        self.dataset = dataset

    def __repr__(self):
        return (
            "WorkerInfo(id="
            + str(self.id)
            + ", num_workers="
            + str(self.num_workers)
            + ", seed="
            + str(self.seed)
            + ", dataset="
            + repr(self.dataset)
            + ")"
        )


_worker_info = None


def get_worker_info():
    """The WorkerInfo of the worker whose share of the loading is running, else None."""
    return _worker_info


def _set_worker_info(info):
    global _worker_info
    _worker_info = info


class _BaseDatasetFetcher:
    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.dataset = dataset
        self.auto_collation = auto_collation
        self.collate_fn = collate_fn
        self.drop_last = drop_last


class _IterableDatasetFetcher(_BaseDatasetFetcher):
    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        super().__init__(dataset, auto_collation, collate_fn, drop_last)
        self.dataset_iter = iter(dataset)
        self.ended = False

    def fetch(self, possibly_batched_index):
        if self.ended:
            raise StopIteration
        if self.auto_collation:
            data = []
            for _ in possibly_batched_index:
                try:
                    data.append(next(self.dataset_iter))
                except StopIteration:
                    self.ended = True
                    break
            if len(data) == 0 or (self.drop_last and len(data) < len(possibly_batched_index)):
                raise StopIteration
        else:
            data = next(self.dataset_iter)
        return self.collate_fn(data)


class _MapDatasetFetcher(_BaseDatasetFetcher):
    def fetch(self, possibly_batched_index):
        if self.auto_collation:
            getitems = getattr(self.dataset, "__getitems__", None)
            if getitems:
                data = getitems(possibly_batched_index)
            else:
                data = [self.dataset[idx] for idx in possibly_batched_index]
        else:
            data = self.dataset[possibly_batched_index]
        return self.collate_fn(data)


def _draw_base_seed(generator):
    """`torch.empty((), dtype=torch.int64).random_(generator=generator).item()`."""
    return torch.empty((), dtype=torch.int64).random_(generator=generator).item()


class DataLoader:
    """Combines a dataset and a sampler, and iterates over batches of the dataset."""

    def __init__(
        self,
        dataset,
        batch_size=1,
        shuffle=None,
        sampler=None,
        batch_sampler=None,
        num_workers=0,
        collate_fn=None,
        pin_memory=False,
        drop_last=False,
        timeout=0,
        worker_init_fn=None,
        multiprocessing_context=None,
        generator=None,
        *,
        prefetch_factor=None,
        persistent_workers=False,
        pin_memory_device="",
        in_order=True,
    ):
        if num_workers < 0:
            raise ValueError(
                "num_workers option should be non-negative; "
                "use num_workers=0 to disable multiprocessing."
            )
        if timeout < 0:
            raise ValueError("timeout option should be non-negative")
        if num_workers == 0 and prefetch_factor is not None:
            raise ValueError(
                "prefetch_factor option could only be specified in multiprocessing."
                "let num_workers > 0 to enable multiprocessing, otherwise set prefetch_factor to None."
            )
        elif num_workers > 0 and prefetch_factor is None:
            prefetch_factor = 2
        elif prefetch_factor is not None and prefetch_factor < 0:
            raise ValueError("prefetch_factor option should be non-negative")
        if persistent_workers and num_workers == 0:
            raise ValueError("persistent_workers option needs num_workers > 0")
        if multiprocessing_context is not None and num_workers == 0:
            raise ValueError(
                "multiprocessing_context can only be used with "
                "multi-process loading (num_workers > 0), but got "
                "num_workers=" + str(num_workers)
            )

        self.dataset = dataset
        self.num_workers = num_workers
        self.prefetch_factor = prefetch_factor
        self.pin_memory = pin_memory
        self.pin_memory_device = pin_memory_device
        self.timeout = timeout
        self.worker_init_fn = worker_init_fn
        self.multiprocessing_context = multiprocessing_context
        self.in_order = in_order

        if isinstance(dataset, IterableDataset):
            self._dataset_kind = _DatasetKind.Iterable
            if shuffle is not None and shuffle is not False:
                raise ValueError(
                    "DataLoader with IterableDataset: expected unspecified shuffle option, "
                    "but got shuffle=" + str(shuffle)
                )
            if sampler is not None:
                raise ValueError(
                    "DataLoader with IterableDataset: expected unspecified sampler option, "
                    "but got sampler=" + str(sampler)
                )
            elif batch_sampler is not None:
                raise ValueError(
                    "DataLoader with IterableDataset: expected unspecified "
                    "batch_sampler option, but got batch_sampler=" + str(batch_sampler)
                )
        else:
            shuffle = bool(shuffle)
            self._dataset_kind = _DatasetKind.Map

        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")

        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError(
                    "batch_sampler option is mutually exclusive "
                    "with batch_size, shuffle, sampler, and "
                    "drop_last"
                )
            batch_size = None
            drop_last = False
        elif batch_size is None:
            if drop_last:
                raise ValueError(
                    "batch_size=None option disables auto-batching "
                    "and is mutually exclusive with drop_last"
                )

        if sampler is None:
            if self._dataset_kind == _DatasetKind.Iterable:
                sampler = _InfiniteConstantSampler()
            elif shuffle:
                sampler = RandomSampler(dataset, generator=generator)
            else:
                sampler = SequentialSampler(dataset)

        if batch_size is not None and batch_sampler is None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)

        self.batch_size = batch_size
        self.drop_last = drop_last
        self.sampler = sampler
        self.batch_sampler = batch_sampler
        self.generator = generator

        if collate_fn is None:
            if self._auto_collation:
                collate_fn = default_collate
            else:
                collate_fn = default_convert
        self.collate_fn = collate_fn
        self.persistent_workers = persistent_workers
        self._IterableDataset_len_called = None
        self._iterator = None

    def _get_iterator(self):
        if self.num_workers == 0:
            return _SingleProcessDataLoaderIter(self)
        return _InProcessWorkersDataLoaderIter(self)

    def __iter__(self):
        if self.persistent_workers and self.num_workers > 0:
            if self._iterator is None:
                self._iterator = self._get_iterator()
            else:
                self._iterator._reset(self)
            return self._iterator
        return self._get_iterator()

    @property
    def _auto_collation(self):
        return self.batch_sampler is not None

    @property
    def _index_sampler(self):
        if self._auto_collation:
            return self.batch_sampler
        return self.sampler

    def __len__(self):
        if self._dataset_kind == _DatasetKind.Iterable:
            length = len(self.dataset)
            self._IterableDataset_len_called = length
            if self.batch_size is not None:
                if self.drop_last:
                    length = length // self.batch_size
                else:
                    length = math.ceil(length / self.batch_size)
            return length
        return len(self._index_sampler)


class _BaseDataLoaderIter:
    def __init__(self, loader):
        self._dataset = loader.dataset
        self._dataset_kind = loader._dataset_kind
        self._IterableDataset_len_called = loader._IterableDataset_len_called
        self._auto_collation = loader._auto_collation
        self._drop_last = loader.drop_last
        self._index_sampler = loader._index_sampler
        self._num_workers = loader.num_workers
        self._timeout = loader.timeout
        self._collate_fn = loader.collate_fn
        self._sampler_iter = iter(self._index_sampler)
        self._base_seed = _draw_base_seed(loader.generator)
        self._persistent_workers = loader.persistent_workers
        self._num_yielded = 0

    def __iter__(self):
        return self

    def _reset(self, loader, first_iter=False):
        self._sampler_iter = iter(self._index_sampler)
        self._num_yielded = 0
        self._IterableDataset_len_called = loader._IterableDataset_len_called

    def _next_index(self):
        return next(self._sampler_iter)

    def _next_data(self):
        raise NotImplementedError

    def __next__(self):
        data = self._next_data()
        self._num_yielded += 1
        return data

    def __len__(self):
        return len(self._index_sampler)


class _SingleProcessDataLoaderIter(_BaseDataLoaderIter):
    def __init__(self, loader):
        super().__init__(loader)
        self._dataset_fetcher = _DatasetKind.create_fetcher(
            self._dataset_kind,
            self._dataset,
            self._auto_collation,
            self._collate_fn,
            self._drop_last,
        )

    def _next_data(self):
        index = self._next_index()
        return self._dataset_fetcher.fetch(index)


class _InProcessWorkersDataLoaderIter(_BaseDataLoaderIter):
    """PyTorch's multi-process iterator, its workers run in turn in this process: batch k goes to
    the k-th live worker round-robin, and a worker whose IterableDataset replica ends drops out."""

    def __init__(self, loader):
        super().__init__(loader)
        self._worker_init_fn = loader.worker_init_fn
        self._infos = []
        for i in range(self._num_workers):
            seed = None if self._base_seed is None else self._base_seed + i
            self._infos.append(WorkerInfo(i, self._num_workers, seed, self._dataset))
        # Each worker's generators (torch's and random's), seeded as PyTorch's _worker_loop seeds
        # a worker process (base_seed + worker_id) and swapped in while it runs, so what a
        # dataset or worker_init_fn draws or seeds never touches the program's generators.
        self._rng_states = [None] * self._num_workers
        self._start_workers(True)

    def _in_worker(self, worker_id, fn, *args):
        import random

        main = (torch.get_rng_state(), random.getstate())
        state = self._rng_states[worker_id]
        if state is None:
            seed = self._infos[worker_id].seed
            random.seed(seed)
            torch.manual_seed(seed)
        else:
            torch.set_rng_state(state[0])
            random.setstate(state[1])
        _set_worker_info(self._infos[worker_id])
        try:
            return fn(*args)
        finally:
            _set_worker_info(None)
            self._rng_states[worker_id] = (torch.get_rng_state(), random.getstate())
            torch.set_rng_state(main[0])
            random.setstate(main[1])

    def _start_workers(self, first):
        # A persistent worker (a reset) keeps its process: worker_init_fn ran once, only the
        # fetcher (an IterableDataset's iterator) is made anew.
        self._fetchers = []
        for i in range(self._num_workers):
            if first and self._worker_init_fn is not None:
                self._in_worker(i, self._worker_init_fn, i)
            self._fetchers.append(
                self._in_worker(
                    i,
                    _DatasetKind.create_fetcher,
                    self._dataset_kind,
                    self._dataset,
                    self._auto_collation,
                    self._collate_fn,
                    self._drop_last,
                )
            )
        self._live = [True] * self._num_workers
        self._next_worker = 0

    def _reset(self, loader, first_iter=False):
        super()._reset(loader, first_iter)
        self._start_workers(False)

    def _next_data(self):
        while True:
            if not any(self._live):
                raise StopIteration
            index = self._next_index()
            w = self._next_worker
            while not self._live[w]:
                w = (w + 1) % self._num_workers
            self._next_worker = (w + 1) % self._num_workers
            try:
                return self._in_worker(w, self._fetchers[w].fetch, index)
            except StopIteration:
                if self._dataset_kind == _DatasetKind.Map:
                    raise
                self._live[w] = False
