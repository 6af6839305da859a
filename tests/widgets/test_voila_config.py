"""voila.json (issue 23, item 7) names settings Voila and Jupyter Server have, with the values the
README gives: a typo in a traitlets config file is ignored silently, so this reads each name back
from the class it configures. The browser tests (test_play_page_browser.py) show what they do."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytest.importorskip("voila")


def test_voila_json_culls_idle_kernels_and_preheats_the_play_page_only():
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager, MappingKernelManager
    from voila.configuration import VoilaConfiguration
    from voila.voila_kernel_manager import voila_kernel_manager_factory

    config = json.loads((ROOT / "voila.json").read_text())
    assert set(config) == {"VoilaConfiguration", "VoilaKernelManager", "MappingKernelManager"}
    assert config["VoilaConfiguration"]["preheat_kernel"] is True
    assert VoilaConfiguration.class_traits(config=True).keys() >= set(config["VoilaConfiguration"])
    cull = config["MappingKernelManager"]
    assert cull == {"cull_idle_timeout": 600, "cull_interval": 60}  # freed within 11 minutes of closing
    assert MappingKernelManager.class_traits(config=True).keys() >= set(cull)
    manager = voila_kernel_manager_factory(AsyncMappingKernelManager, True, 1)
    assert manager.__name__ == "VoilaKernelManager" and issubclass(manager, MappingKernelManager)
    assert "kernel_pools_config" in manager.class_traits(config=True)
    pools = config["VoilaKernelManager"]["kernel_pools_config"]
    # one kernel ready for the play page (as `voila lessons/play.ipynb` names it, and as `voila` serving
    # the repository's folders does); no other notebook gets one
    assert pools == {
        "default": {"pool_size": 0},
        "play.ipynb": {"pool_size": 1},
        "lessons/play.ipynb": {"pool_size": 1},
    }
    assert (ROOT / "lessons" / "play.ipynb").exists()


def test_voila_json_names_the_kernel_manager_that_spares_a_page_not_connected_yet():
    config = json.loads((ROOT / "voila.json").read_text())
    assert config["VoilaConfiguration"]["multi_kernel_manager_class"] == (
        "bglearn.widgets.voila_kernels.PageKernelManager"
    )


def test_a_kernel_handed_to_a_page_is_culled_only_once_it_had_time_to_connect(monkeypatch):
    import asyncio

    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    from bglearn.widgets.voila_kernels import PageKernelManager

    culled = []

    async def cull(self, kernel_id):
        culled.append(kernel_id)

    monkeypatch.setattr(AsyncMappingKernelManager, "cull_kernel_if_idle", cull)
    manager = PageKernelManager(cull_idle_timeout=600)
    manager._kernel_connections.update({"page": 0, "used": 0})  # (two kernels, as start_kernel records them)
    manager.notify_connect("used")  # a page connected to this one
    asyncio.run(manager.cull_kernel_if_idle("page"))  # idle long in the pool, no page connected yet: spared
    asyncio.run(manager.cull_kernel_if_idle("used"))  # Jupyter Server's rule decides
    assert culled == ["used"]
    manager.cull_idle_timeout = 0  # the page never connected, and its time is up: Jupyter Server's rule decides
    asyncio.run(manager.cull_kernel_if_idle("page"))
    assert culled == ["used", "page"]
