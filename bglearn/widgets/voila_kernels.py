"""The kernel manager ``voila.json`` gives Voila: :class:`PageKernelManager`.

``voila.json`` culls idle kernels (a closed page cannot shut its own down: Voila issue #1458) and
keeps a preheated kernel for the play page. A preheated kernel ran its notebook when it started, so
when a page takes it from the pool it has been idle for as long as it waited there; Jupyter
Server's culling would shut it down in the second or two before the page connects to it (it spares
only kernels with a page connected). This manager counts a kernel's idle time only from the moment
a page has connected to it, or from the first time the culling saw it without one.
"""

from __future__ import annotations

import time
import typing

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

__all__ = ["PageKernelManager"]


class PageKernelManager(AsyncMappingKernelManager):  # type: ignore[misc]  # (jupyter_server is untyped here)
    """Jupyter Server's kernel manager, with culling that spares a kernel handed to a page that has
    not connected yet (for ``cull_idle_timeout`` seconds from the first time the culling sees it).

    Voila's preheating manager is built on it (``VoilaConfiguration.multi_kernel_manager_class``);
    a kernel still in Voila's pool is never culled, one a page has used is culled as before.
    """

    def __init__(self, **kwargs: typing.Any) -> None:
        super().__init__(**kwargs)
        self._connected: set[str] = set()  # kernels a page has connected to
        self._unconnected_since: dict[str, float] = {}  # when the culling first saw a kernel no page used

    def notify_connect(self, kernel_id: str) -> None:
        """A page (a websocket) connected to the kernel ``kernel_id``."""
        self._connected.add(kernel_id)
        self._unconnected_since.pop(kernel_id, None)
        super().notify_connect(kernel_id)

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        """Cull ``kernel_id`` if it is idle, as Jupyter Server does; a kernel no page has connected
        to yet only once it has waited ``cull_idle_timeout`` seconds more."""
        if kernel_id not in self._connected:
            first = self._unconnected_since.setdefault(kernel_id, time.monotonic())
            if time.monotonic() - first < self.cull_idle_timeout:
                return
        self._unconnected_since.pop(kernel_id, None)
        await super().cull_kernel_if_idle(kernel_id)
